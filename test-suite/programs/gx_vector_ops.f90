! A small 3-vector algebra module as geometry and particle codes define it: a derived type with
! generic operators (+, -, *, .dot., .cross.), a defined assignment from a plain array, a
! generic norm interface for the vector type and plain arrays, comparisons through
! operator(==), and an array of vectors summed with the user operators.
module gx_vec3_mod
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  type :: vec3
    real(wp) :: x = 0.0_wp, y = 0.0_wp, z = 0.0_wp
  end type vec3

  interface operator(+)
    module procedure vadd
  end interface
  interface operator(-)
    module procedure vsub, vneg
  end interface
  interface operator(*)
    module procedure smul, muls
  end interface
  interface operator(.dot.)
    module procedure vdot
  end interface
  interface operator(.cross.)
    module procedure vcross
  end interface
  interface operator(==)
    module procedure veq
  end interface
  interface assignment(=)
    module procedure from_array, to_array
  end interface
  interface norm
    module procedure norm_vec, norm_arr
  end interface

contains

  elemental type(vec3) function vadd(a, b)
    type(vec3), intent(in) :: a, b
    vadd = vec3(a%x + b%x, a%y + b%y, a%z + b%z)
  end function vadd

  elemental type(vec3) function vsub(a, b)
    type(vec3), intent(in) :: a, b
    vsub = vec3(a%x - b%x, a%y - b%y, a%z - b%z)
  end function vsub

  elemental type(vec3) function vneg(a)
    type(vec3), intent(in) :: a
    vneg = vec3(-a%x, -a%y, -a%z)
  end function vneg

  elemental type(vec3) function smul(s, a)
    real(wp), intent(in) :: s
    type(vec3), intent(in) :: a
    smul = vec3(s * a%x, s * a%y, s * a%z)
  end function smul

  elemental type(vec3) function muls(a, s)
    type(vec3), intent(in) :: a
    real(wp), intent(in) :: s
    muls = smul(s, a)
  end function muls

  pure real(wp) function vdot(a, b)
    type(vec3), intent(in) :: a, b
    vdot = a%x * b%x + a%y * b%y + a%z * b%z
  end function vdot

  pure type(vec3) function vcross(a, b)
    type(vec3), intent(in) :: a, b
    vcross%x = a%y * b%z - a%z * b%y
    vcross%y = a%z * b%x - a%x * b%z
    vcross%z = a%x * b%y - a%y * b%x
  end function vcross

  pure logical function veq(a, b)
    type(vec3), intent(in) :: a, b
    veq = a%x == b%x .and. a%y == b%y .and. a%z == b%z
  end function veq

  subroutine from_array(v, a)
    type(vec3), intent(out) :: v
    real(wp), intent(in) :: a(3)
    v%x = a(1)
    v%y = a(2)
    v%z = a(3)
  end subroutine from_array

  subroutine to_array(a, v)
    real(wp), intent(out) :: a(3)
    type(vec3), intent(in) :: v
    a = [v%x, v%y, v%z]
  end subroutine to_array

  real(wp) function norm_vec(v)
    type(vec3), intent(in) :: v
    norm_vec = sqrt(v .dot. v)
  end function norm_vec

  real(wp) function norm_arr(a)
    real(wp), intent(in) :: a(:)
    norm_arr = sqrt(sum(a * a))
  end function norm_arr
end module gx_vec3_mod

program gx_vector_ops
  use gx_vec3_mod
  implicit none
  type(vec3) :: a, b, c, total, pts(8)
  real(wp) :: arr(3), area
  integer :: i

  a = [1.0_wp, 2.0_wp, 3.0_wp]
  b = vec3(-2.0_wp, 0.5_wp, 4.0_wp)
  c = a + 2.0_wp * b - (-a)
  write (*, '(a,3f10.4)') 'c', c%x, c%y, c%z
  write (*, '(a,f12.6)') 'a.b', a .dot. b
  c = a .cross. b
  write (*, '(a,3f10.4)') 'axb', c%x, c%y, c%z
  write (*, '(a,2es14.6)') 'orth', c .dot. a, c .dot. b
  arr = c
  write (*, '(a,2f14.8)') 'norms', norm(c), norm(arr)
  write (*, '(a,2l2)') 'eq', a == a, a == b

  do i = 1, 8
    pts(i) = vec3(cos(0.25_wp * i), sin(0.25_wp * i), 0.1_wp * i)
  end do
  pts = pts + pts * 0.5_wp
  total = vec3()
  do i = 1, 8
    total = total + pts(i)
  end do
  write (*, '(a,3f12.7)') 'sum', total%x, total%y, total%z
  area = 0.0_wp
  do i = 2, 7
    area = area + 0.5_wp * norm((pts(i) - pts(1)) .cross. (pts(i + 1) - pts(1)))
  end do
  write (*, '(a,f14.9)') 'fan area', area
end program gx_vector_ops
