! A small 3-vector/rational algebra module as in geometry and exact-arithmetic codes:
! PRIVATE by default with selected PUBLIC names, generic operator(+), operator(-) unary
! and binary, operator(*) for scalar*vector and dot product, a user operator .cross.,
! assignment(=) from a real array and from an integer (rational), operator(==), and a
! generic name resolving on argument type. Used to compute a triangle mesh's area/normal.
module f7_algebra
  implicit none
  private
  public :: vec3, rational, operator(+), operator(-), operator(*), operator(.cross.)
  public :: operator(==), assignment(=), norm, show

  type :: vec3
    real(8) :: x = 0, y = 0, z = 0
  end type vec3

  type :: rational
    integer :: num = 0, den = 1
  end type rational

  interface operator(+)
    module procedure vadd, radd
  end interface
  interface operator(-)
    module procedure vsub, vneg
  end interface
  interface operator(*)
    module procedure svmul, vdot, rmul
  end interface
  interface operator(.cross.)
    module procedure vcross
  end interface
  interface operator(==)
    module procedure req
  end interface
  interface assignment(=)
    module procedure vfrom_array, rfrom_int
  end interface
  interface show
    module procedure show_vec, show_rat
  end interface
contains
  type(vec3) function vadd(a, b)
    type(vec3), intent(in) :: a, b
    vadd = vec3(a%x + b%x, a%y + b%y, a%z + b%z)
  end function
  type(vec3) function vsub(a, b)
    type(vec3), intent(in) :: a, b
    vsub = vec3(a%x - b%x, a%y - b%y, a%z - b%z)
  end function
  type(vec3) function vneg(a)
    type(vec3), intent(in) :: a
    vneg = vec3(-a%x, -a%y, -a%z)
  end function
  type(vec3) function svmul(s, a)
    real(8), intent(in) :: s
    type(vec3), intent(in) :: a
    svmul = vec3(s * a%x, s * a%y, s * a%z)
  end function
  real(8) function vdot(a, b)
    type(vec3), intent(in) :: a, b
    vdot = a%x * b%x + a%y * b%y + a%z * b%z
  end function
  type(vec3) function vcross(a, b)
    type(vec3), intent(in) :: a, b
    vcross = vec3(a%y * b%z - a%z * b%y, a%z * b%x - a%x * b%z, a%x * b%y - a%y * b%x)
  end function
  real(8) function norm(a)
    type(vec3), intent(in) :: a
    norm = sqrt(a * a)
  end function
  subroutine vfrom_array(v, arr)
    type(vec3), intent(out) :: v
    real(8), intent(in) :: arr(3)
    v = vec3(arr(1), arr(2), arr(3))
  end subroutine
  subroutine rfrom_int(r, n)
    type(rational), intent(out) :: r
    integer, intent(in) :: n
    r = rational(n, 1)
  end subroutine
  type(rational) function reduce(r)
    type(rational), intent(in) :: r
    integer :: a, b, t
    a = abs(r%num)
    b = abs(r%den)
    do while (b /= 0)
      t = mod(a, b); a = b; b = t
    end do
    if (a == 0) a = 1
    reduce = rational(sign(1, r%den) * r%num / a, abs(r%den) / a)
  end function
  type(rational) function radd(a, b)
    type(rational), intent(in) :: a, b
    radd = reduce(rational(a%num * b%den + b%num * a%den, a%den * b%den))
  end function
  type(rational) function rmul(a, b)
    type(rational), intent(in) :: a, b
    rmul = reduce(rational(a%num * b%num, a%den * b%den))
  end function
  logical function req(a, b)
    type(rational), intent(in) :: a, b
    req = a%num * b%den == b%num * a%den
  end function
  subroutine show_vec(label, v)
    character(*), intent(in) :: label
    type(vec3), intent(in) :: v
    write (*, '(a, 3f12.6)') label, v%x, v%y, v%z
  end subroutine
  subroutine show_rat(label, r)
    character(*), intent(in) :: label
    type(rational), intent(in) :: r
    write (*, '(a, i0, "/", i0)') label, r%num, r%den
  end subroutine
end module f7_algebra

program f7_vector_algebra
  use f7_algebra
  implicit none
  type(vec3) :: p(6), e1, e2, nrm, total
  type(rational) :: h, term
  integer :: tri(3, 4), t, k
  real(8) :: area

  p(1) = [0d0, 0d0, 0d0]
  p(2) = [1d0, 0d0, 0d0]
  p(3) = [1d0, 1d0, 0.5d0]
  p(4) = [0d0, 1d0, 0.25d0]
  p(5) = [0.5d0, 0.5d0, 1d0]
  p(6) = -p(5)
  call show('p6     ', p(6))
  tri = reshape([1, 2, 5, 2, 3, 5, 3, 4, 5, 4, 1, 5], [3, 4])
  area = 0
  total = vec3()
  do t = 1, 4
    e1 = p(tri(2, t)) - p(tri(1, t))
    e2 = p(tri(3, t)) - p(tri(1, t))
    nrm = e1 .cross. e2
    area = area + 0.5d0 * norm(nrm)
    total = total + (0.5d0 * nrm)
    write (*, '(a, i1, f12.6)') 'tri ', t, 0.5d0 * norm(nrm)
  end do
  write (*, '(a, f14.8)') 'area ', area
  call show('vector area ', total)
  print *, 'orthogonal', abs(nrm * e1) < 1d-12, abs(nrm * e2) < 1d-12

  ! harmonic numbers as exact rationals: H(n) = 1 + 1/2 + ... + 1/n
  h = 0
  do k = 1, 12
    term = rational(1, k)
    h = h + term
  end do
  call show('H(12) = ', h)
  term = 3
  call show('three * H(12) = ', term * h)
  print *, 'equal', rational(2, 4) == rational(-3, -6), rational(1, 3) == rational(2, 7)
end program f7_vector_algebra
