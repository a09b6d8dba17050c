! Generic interfaces: resolution by type, kind and rank, functions and subroutines, keyword
! arguments, a generic with the name of a specific, external procedures through interface
! bodies, generics exported by a module.
module generic_ops
  implicit none
  interface norm
    module procedure norm_r4, norm_r8, norm_i
  end interface norm
  interface show
    module procedure show_int, show_real, show_vec, show_mat
  end interface
  interface twice
    module procedure twice
    module procedure twice_r
  end interface twice
contains
  real function norm_r4(v)
    real, intent(in) :: v(:)
    norm_r4 = sqrt(sum(v * v))
  end function norm_r4
  double precision function norm_r8(v)
    double precision, intent(in) :: v(:)
    norm_r8 = sqrt(sum(v * v))
  end function norm_r8
  integer function norm_i(v)
    integer, intent(in) :: v(:)
    norm_i = sum(abs(v))
  end function norm_i
  subroutine show_int(x, label)
    integer, intent(in) :: x
    character(*), intent(in), optional :: label
    if (present(label)) then
      print *, 'int ', label, x
    else
      print *, 'int ', x
    end if
  end subroutine show_int
  subroutine show_real(x)
    real(8), intent(in) :: x
    print '(a, f12.5)', 'real ', x
  end subroutine show_real
  subroutine show_vec(v)
    integer, intent(in) :: v(:)
    print *, 'vec ', size(v), v
  end subroutine show_vec
  subroutine show_mat(m)
    integer, intent(in) :: m(:, :)
    print *, 'mat ', shape(m), sum(m)
  end subroutine show_mat
  integer function twice(i)
    integer, intent(in) :: i
    twice = 2 * i
  end function twice
  real function twice_r(r)
    real, intent(in) :: r
    twice_r = 2.0 * r
  end function twice_r
end module generic_ops

subroutine ext_int(i)
  integer i
  print *, 'ext_int', i
end subroutine ext_int

subroutine ext_real(r)
  real r
  print *, 'ext_real', r
end subroutine ext_real

program generic_basic
  use generic_ops
  implicit none
  interface put
    subroutine ext_int(i)
      integer i
    end subroutine ext_int
    subroutine ext_real(r)
      real r
    end subroutine ext_real
  end interface put
  real :: a(3)
  double precision :: b(4)
  integer :: k(5), m(2, 3), n
  real :: x
  double precision :: y
  a = [3.0, 4.0, 12.0]
  b = [1d0, 2d0, 2d0, 4d0]
  k = [1, -2, 3, -4, 5]
  m = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  x = norm(a)
  y = norm(b)
  n = norm(k)
  print *, x, n
  print '(f10.4)', y
  print *, norm(a(1:2)), norm(k(1:5:2))
  call show(7)
  call show(7, 'seven')
  call show(x=8, label='eight')
  call show(2.5d0)
  call show(y)
  call show(k)
  call show(m)
  call show(m(:, 2))
  print *, twice(21), twice(1.25)
  call put(3)
  call put(4.5)
  call put(n + 1)
end program generic_basic
