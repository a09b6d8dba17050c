! A small F2003-style vector library split over three modules: a kind module, a type module
! with generic interfaces and overloaded operators (+, -, *, .dot., .cross., ==) and a defined
! assignment from a real array, and a geometry module that uses them; the main program
! computes triangle areas, a centroid and projections.
module f6_kinds
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 300)
  integer, parameter :: ik = selected_int_kind(9)
end module f6_kinds

module f6_vectors
  use f6_kinds
  implicit none
  private
  public :: vec3, operator(+), operator(-), operator(*), operator(.dot.), &
            operator(.cross.), operator(==), assignment(=), norm, show
  type :: vec3
    real(dp) :: x = 0.0_dp, y = 0.0_dp, z = 0.0_dp
  end type vec3
  interface operator(+)
    module procedure add_vv
  end interface
  interface operator(-)
    module procedure sub_vv, neg_v
  end interface
  interface operator(*)
    module procedure mul_sv, mul_vs, mul_iv
  end interface
  interface operator(.dot.)
    module procedure dot_vv
  end interface
  interface operator(.cross.)
    module procedure cross_vv
  end interface
  interface operator(==)
    module procedure eq_vv
  end interface
  interface assignment(=)
    module procedure from_array
  end interface
  interface norm
    module procedure norm_v, norm_arr
  end interface
contains
  pure function add_vv(a, b) result(c)
    type(vec3), intent(in) :: a, b
    type(vec3) :: c
    c = vec3(a%x + b%x, a%y + b%y, a%z + b%z)
  end function
  pure function sub_vv(a, b) result(c)
    type(vec3), intent(in) :: a, b
    type(vec3) :: c
    c = vec3(a%x - b%x, a%y - b%y, a%z - b%z)
  end function
  pure function neg_v(a) result(c)
    type(vec3), intent(in) :: a
    type(vec3) :: c
    c = vec3(-a%x, -a%y, -a%z)
  end function
  pure function mul_sv(s, a) result(c)
    real(dp), intent(in) :: s
    type(vec3), intent(in) :: a
    type(vec3) :: c
    c = vec3(s * a%x, s * a%y, s * a%z)
  end function
  pure function mul_vs(a, s) result(c)
    type(vec3), intent(in) :: a
    real(dp), intent(in) :: s
    type(vec3) :: c
    c = mul_sv(s, a)
  end function
  pure function mul_iv(k, a) result(c)
    integer, intent(in) :: k
    type(vec3), intent(in) :: a
    type(vec3) :: c
    c = mul_sv(real(k, dp), a)
  end function
  pure real(dp) function dot_vv(a, b)
    type(vec3), intent(in) :: a, b
    dot_vv = a%x * b%x + a%y * b%y + a%z * b%z
  end function
  pure function cross_vv(a, b) result(c)
    type(vec3), intent(in) :: a, b
    type(vec3) :: c
    c%x = a%y * b%z - a%z * b%y
    c%y = a%z * b%x - a%x * b%z
    c%z = a%x * b%y - a%y * b%x
  end function
  pure logical function eq_vv(a, b)
    type(vec3), intent(in) :: a, b
    eq_vv = abs(a%x - b%x) + abs(a%y - b%y) + abs(a%z - b%z) < 1.0e-12_dp
  end function
  subroutine from_array(v, a)
    type(vec3), intent(out) :: v
    real(dp), intent(in) :: a(3)
    v%x = a(1); v%y = a(2); v%z = a(3)
  end subroutine
  pure real(dp) function norm_v(a)
    type(vec3), intent(in) :: a
    norm_v = sqrt(a .dot. a)
  end function
  pure real(dp) function norm_arr(a)
    real(dp), intent(in) :: a(:)
    norm_arr = sqrt(sum(a * a))
  end function
  subroutine show(label, v)
    character(*), intent(in) :: label
    type(vec3), intent(in) :: v
    write (*, '(a, 3f12.6)') label, v%x, v%y, v%z
  end subroutine
end module f6_vectors

module f6_geometry
  use f6_kinds
  use f6_vectors
  implicit none
contains
  real(dp) function tri_area(a, b, c)
    type(vec3), intent(in) :: a, b, c
    tri_area = 0.5_dp * norm((b - a) .cross. (c - a))
  end function
  function centroid(pts) result(g)
    type(vec3), intent(in) :: pts(:)
    type(vec3) :: g
    integer :: i
    g = vec3()
    do i = 1, size(pts)
      g = g + pts(i)
    end do
    g = (1.0_dp / size(pts)) * g
  end function
  function project(a, onto) result(p)
    type(vec3), intent(in) :: a, onto
    type(vec3) :: p
    p = ((a .dot. onto) / (onto .dot. onto)) * onto
  end function
end module f6_geometry

program f6_vec_modules
  use f6_kinds
  use f6_vectors
  use f6_geometry
  implicit none
  type(vec3) :: p(5), g, u, w
  real(dp) :: area, total
  integer :: i
  do i = 1, 5
    p(i) = [real(i, dp), real(i * i, dp) * 0.5_dp, 1.0_dp / i]
  end do
  total = 0.0_dp
  do i = 1, 3
    area = tri_area(p(i), p(i + 1), p(i + 2))
    total = total + area
    write (*, '(a, i0, a, es14.6)') 'area ', i, ' = ', area
  end do
  write (*, '(a, f14.8)') 'total ', total
  g = centroid(p)
  call show('centroid ', g)
  u = vec3(1.0_dp, 2.0_dp, 2.0_dp)
  w = project(p(4), u)
  call show('project  ', w)
  call show('neg      ', -w + 2 * u)
  call show('cross    ', u .cross. p(2))
  write (*, '(a, l2, l2)') 'equal ', (u == u), (u == w)
  write (*, '(a, f12.6, f12.6)') 'norms ', norm(u), norm([3.0_dp, 4.0_dp])
  write (*, '(a, f12.6)') 'dot ', (u * 2.0_dp) .dot. (p(3) - p(1))
end program f6_vec_modules
