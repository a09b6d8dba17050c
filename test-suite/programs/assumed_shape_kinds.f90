! Assumed-shape dummies of other types and through other interfaces: internal procedures,
! an INTERFACE body of an external procedure, CHARACTER, COMPLEX, LOGICAL, INTEGER(8) and
! derived-type elements, sections of sections, keyword arguments, I/O of a whole dummy.
module kinds_mod
  implicit none
  type pt
    integer :: id
    real :: w
  end type pt
contains
  subroutine names(s)
    character(len=*), intent(inout) :: s(:)
    integer :: i
    do i = 1, size(s)
      s(i)(1:1) = 'X'
    end do
    write (*, '(10(a, 1x))') s
  end subroutine names
  subroutine cplx(z)
    complex, intent(inout) :: z(:)
    z = z * cmplx(0.0, 1.0)
    print *, size(z), z
  end subroutine cplx
  logical function anyneg(v)
    integer(8), intent(in) :: v(:)
    anyneg = any(v < 0)
  end function anyneg
  subroutine flags(l)
    logical, intent(in) :: l(:, :)
    print *, count(l), shape(l), l
  end subroutine flags
  subroutine points(p)
    type(pt), intent(inout) :: p(:)
    integer :: i
    real :: s
    s = 0
    do i = 1, size(p)
      p(i)%w = p(i)%w + real(p(i)%id)
      s = s + p(i)%w
    end do
    print *, p(1)%id, p(size(p))%id, s
  end subroutine points
end module kinds_mod

subroutine ext_sum(a, total)
  real, intent(in) :: a(:, :)
  real, intent(out) :: total
  integer :: j
  total = 0
  do j = 1, size(a, 2)
    total = total + sum(a(:, j)) * j
  end do
end subroutine ext_sum

program assumed_shape_kinds
  use kinds_mod
  implicit none
  interface
    subroutine ext_sum(a, total)
      real, intent(in) :: a(:, :)
      real, intent(out) :: total
    end subroutine ext_sum
  end interface
  character(len=4) :: w(6)
  complex :: z(4)
  integer(8) :: big(6)
  logical :: l(3, 4)
  type(pt) :: p(5)
  real :: g(6, 6), t
  integer :: i, j
  w = ['abcd', 'efgh', 'ijkl', 'mnop', 'qrst', 'uvwx']
  call names(w(2:6:2))
  print *, w
  z = [(cmplx(i, -i), i = 1, 4)]
  call cplx(z(4:1:-1))
  print *, z
  big = [(int(i, 8) * 1000000000_8, i = 1, 6)]
  print *, anyneg(big), anyneg(-big(2:3))
  do j = 1, 4
    do i = 1, 3
      l(i, j) = mod(i + j, 3) == 0
    end do
  end do
  call flags(l)
  call flags(l(1:3:2, 2:4))
  do i = 1, 5
    p(i)%id = i
    p(i)%w = 0.5
  end do
  call points(p(2:5))
  call points(p)
  do j = 1, 6
    do i = 1, 6
      g(i, j) = real(i + 10 * j)
    end do
  end do
  call ext_sum(g, t)
  print *, t
  call ext_sum(g(2:6:2, 1:6:3), t)
  print *, t
  call ext_sum(total=t, a=g(6:1:-1, 2:3))
  print *, t
  call inner(g(1:5, :))
  call inner(g(::2, ::2))
contains
  subroutine inner(a)
    real, intent(inout) :: a(:, :)
    call middle(a(2:, 1::2))
    print *, 'inner', shape(a), lbound(a, 1), lbound(a, 2), ubound(a, 1), ubound(a, 2)
    print '(6f7.1)', a
  end subroutine inner
  subroutine middle(b)
    real, intent(inout) :: b(-1:, 0:)
    integer :: i, j
    print *, 'middle', shape(b), lbound(b, 1), ubound(b, 1), lbound(b, 2), ubound(b, 2)
    do j = lbound(b, 2), ubound(b, 2)
      do i = lbound(b, 1), ubound(b, 1)
        b(i, j) = -b(i, j)
      end do
    end do
    call ext_sum(b, t)
    print *, 'middle sum', t, maxval(b), minloc(b)
  end subroutine middle
end program assumed_shape_kinds
