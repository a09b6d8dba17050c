! Internal procedures of subroutines and functions (not only of the main program): they
! read and update the host's locals and scalar dummies by host association (the host's
! adjustable arrays are passed to them as arguments), call each other, and an internal function is used in an expression of its
! host's loop; the same internal names in two hosts are distinct procedures.
program internal_host
  implicit none
  integer, parameter :: n = 8
  real(8) :: v(n), s
  real(8), external :: energy
  integer :: i
  do i = 1, n
    v(i) = dble(i * i) - 10.5d0
  end do
  call normalize(v, n, s)
  write (*, '(4f12.6)') v
  write (*, '(a, f12.6)') 'scale', s
  write (*, '(a, f12.6)') 'energy', energy(v, n, 0.5d0)
  write (*, '(a, i6)') 'count', counted()
contains
  integer function counted()
    integer :: k
    counted = 0
    do k = 1, n
      if (v(k) > 0) counted = counted + k
    end do
  end function counted
end program internal_host

subroutine normalize(x, m, scale)
  implicit none
  integer, intent(in) :: m
  real(8), intent(inout) :: x(m)
  real(8), intent(out) :: scale
  integer :: i
  real(8) :: big
  big = 0
  call find_big(x)
  scale = big
  do i = 1, m
    x(i) = shrink(x(i))
  end do
contains
  subroutine find_big(y)
    real(8), intent(in) :: y(*)
    integer :: k
    do k = 1, m
      big = max(big, abs(y(k)))
    end do
  end subroutine find_big
  real(8) function shrink(t)
    real(8), intent(in) :: t
    shrink = t / big
  end function shrink
end subroutine normalize

real(8) function energy(x, m, w)
  implicit none
  integer, intent(in) :: m
  real(8), intent(in) :: x(m), w
  integer :: i
  energy = 0
  do i = 1, m - 1
    energy = energy + shrink(x(i), x(i + 1))
  end do
contains
  real(8) function shrink(a, b)
    real(8), intent(in) :: a, b
    shrink = w * (b - a) ** 2
  end function shrink
end function energy
