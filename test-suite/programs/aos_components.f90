! Components of arrays of structures as arrays: s%x, s(2:5)%v, s(1:n:2)%y and s%arr(k) in
! array assignments, elemental expressions, reductions, PRINT, and passed to explicit-shape
! (copied in and out), assumed-shape (copied in and out) dummies; CHARACTER and COMPLEX
! components, structures in an allocatable array and in a dummy of assumed size.
module aos_procs
  implicit none
  type rec
    real :: x
    integer :: v
    real :: y
    real :: arr(3)
    character(len=4) :: tag
    complex :: z
  end type
contains
  subroutine show(v)
    real, intent(in) :: v(:)
    print '(i3, 20f8.2)', size(v), sum(v), v
  end subroutine
  subroutine scale2(v)
    real, intent(inout) :: v(:)
    v = 2 * v
  end subroutine
  subroutine bump(v, n)
    integer :: n
    real :: v(n)
    v = v + 100
  end subroutine
  subroutine fill_ids(k, n)
    integer :: n, k(n)
    integer :: i
    do i = 1, n
      k(i) = 10 * i
    end do
  end subroutine
  real function total(s, n)
    integer :: n
    type(rec) :: s(*)
    total = sum(s(1:n)%x) + maxval(s(1:n)%y)
  end function
end module

program aos_components
  use aos_procs
  implicit none
  type(rec) :: s(6), t(6)
  type(rec), allocatable :: a(:)
  real :: w(6), u(5)
  integer :: i, n
  s(:)%x = 0
  do i = 1, 6
    s(i)%y = i * 1.5
    s(i)%v = mod(i * 7, 5)
    s(i)%arr = (/ real(i), 2.0 * i, 3.0 * i /)
  end do
  s%x = s%y + 1
  print *, sum(s%x), product(s(1:3)%y)
  print *, maxval(s(2:5)%v), minval(s%v), count(s%v > 1)
  print *, s%x
  print *, s(3)%arr(:), s(2)%arr(2:3)
  print *, s(6:1:-2)%v
  call show(s%x)
  call show(s(1:5:2)%y)
  call bump(s%y, 6)
  print *, s%y
  call scale2(s(2:4)%x)
  print *, s%x
  print *, s%arr(2)
  s%arr(1) = -s%v
  print *, s%arr(1)
  ! Elemental intrinsics and plain arrays alongside.
  w = (/ (real(i), i = 1, 6) /)
  s%x = sqrt(s%y) + w
  print '(6f10.4)', s%x
  w = s%x * 2 - s(6:1:-1)%y
  print '(6f10.4)', w
  ! CHARACTER and COMPLEX components.
  s%tag = 'ab'
  s(2:3)%tag = (/ 'cd', 'ef' /)
  print *, s%tag
  s%z = cmplx(s%y, s%x)
  print *, s(1:2)%z
  print *, sum(s%z)
  ! Whole structures and their components.
  t = s
  t%v = t%v + s%v
  call fill_ids(t%v, 6)
  print *, t%v, sum(t%v)
  ! An allocatable array of structures.
  n = 5
  allocate (a(n))
  u = (/ (0.5 * i, i = 1, 5) /)
  a%x = u(1:n)
  a%y = a%x ** 2
  print *, sum(a%y), a(n)%y, a(2:n)%x
  print *, total(a, n)
  deallocate (a)
end program
