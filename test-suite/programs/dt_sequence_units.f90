! SEQUENCE types defined alike in two program units: a structure and an array of them
! passed to external procedures of the file, which see them through their own definition
! and update them (by reference, as gfortran passes them).
program dt_sequence_units
  implicit none
  type rec
    sequence
    integer :: a
    real(8) :: b
    character(len=2) :: c
  end type rec
  type(rec) :: r, rs(3)
  integer :: i
  r = rec(1, 2d0, 'ab')
  do i = 1, 3
    rs(i) = rec(10 * i, 0.5d0 * i, 'x' // achar(48 + i))
  end do
  call show(r)
  call scale_all(rs, 3, 4d0)
  call show(rs(2))
  print *, r, rs
end program dt_sequence_units

subroutine show(q)
  type rec
    sequence
    integer :: a
    real(8) :: b
    character(len=2) :: c
  end type rec
  type(rec) :: q
  print *, q%a, q%b, q%c
  q%a = q%a + 1
end subroutine show

subroutine scale_all(qs, n, f)
  type rec
    sequence
    integer :: a
    real(8) :: b
    character(len=2) :: c
  end type rec
  integer :: n
  type(rec) :: qs(n)
  real(8) :: f
  integer :: k
  do k = 1, n
    qs(k)%b = qs(k)%b * f
    qs(k)%c(2:2) = '*'
  end do
end subroutine scale_all
