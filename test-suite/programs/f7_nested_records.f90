! Nested derived types as in finite-element model setup: a material record inside an element
! record inside a mesh record, fixed-size array components, default component initialisation,
! structure constructors with keywords, arrays of structures with nested components
! (mesh%elems(i)%mat%e), a type passed whole to procedures, structure assignment copying
! nested arrays, and a stiffness assembly for a 1-D bar using the stored connectivity.
module f7_fe_types
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: material
    character(len=8) :: name = 'steel'
    real(dp) :: e = 210.0e9_dp
    real(dp) :: rho = 7850.0_dp
  end type material
  type :: element
    integer :: nodes(2) = 0
    real(dp) :: area = 1.0e-4_dp
    type(material) :: mat
  end type element
  type :: mesh
    integer :: nnode = 0, nelem = 0
    real(dp) :: x(10) = 0
    type(element) :: elems(9)
  end type mesh
contains
  subroutine build_bar(m, n, length)
    type(mesh), intent(out) :: m
    integer, intent(in) :: n
    real(dp), intent(in) :: length
    integer :: i
    m%nnode = n + 1
    m%nelem = n
    m%x(1:n + 1) = [(length * (i - 1) / n, i = 1, n + 1)]
    do i = 1, n
      m%elems(i)%nodes = [i, i + 1]
    end do
  end subroutine build_bar

  function total_mass(m) result(mass)
    type(mesh), intent(in) :: m
    real(dp) :: mass
    integer :: i
    mass = 0
    do i = 1, m%nelem
      associate (el => m%elems(i))
        mass = mass + el%mat%rho * el%area * (m%x(el%nodes(2)) - m%x(el%nodes(1)))
      end associate
    end do
  end function total_mass

  subroutine assemble(m, k)
    type(mesh), intent(in) :: m
    real(dp), intent(out) :: k(:,:)
    real(dp) :: ke
    integer :: i, a, b
    k = 0
    do i = 1, m%nelem
      a = m%elems(i)%nodes(1)
      b = m%elems(i)%nodes(2)
      ke = m%elems(i)%mat%e * m%elems(i)%area / (m%x(b) - m%x(a))
      k(a, a) = k(a, a) + ke
      k(b, b) = k(b, b) + ke
      k(a, b) = k(a, b) - ke
      k(b, a) = k(b, a) - ke
    end do
  end subroutine assemble
end module f7_fe_types

program f7_nested_records
  use f7_fe_types
  implicit none
  type(mesh) :: bar, copy
  type(material) :: alu
  real(dp) :: k(5, 5), u(5), f(5)
  integer :: i

  call build_bar(bar, 4, 2.0_dp)
  alu = material(name='alu', e=70.0e9_dp, rho=2700.0_dp)
  do i = 3, 4
    bar%elems(i)%mat = alu
  end do
  bar%elems(4)%area = 2.0e-4_dp
  print *, 'names ', (trim(bar%elems(i)%mat%name) // ' ', i = 1, bar%nelem)
  write (*, '(a, 4es11.3)') 'moduli', (bar%elems(i)%mat%e, i = 1, 4)
  write (*, '(a, 5f6.2)') 'x', bar%x(1:bar%nnode)
  print *, 'conn', (bar%elems(i)%nodes, i = 1, bar%nelem)
  write (*, '(a, f10.5)') 'mass kg', total_mass(bar)

  copy = bar
  copy%elems(1)%mat%name = 'copper'
  copy%x = 2 * copy%x
  print *, 'copy independent ', trim(bar%elems(1)%mat%name), ' ', trim(copy%elems(1)%mat%name), &
       bar%x(5), copy%x(5)
  print *, 'untouched default', copy%elems(9)%nodes, copy%elems(9)%mat%rho

  ! fixed at node 1, axial load at node 5: solve the reduced system by Gaussian elimination
  call assemble(bar, k)
  f = 0
  f(5) = 1000.0_dp
  u = 0
  call solve_spd(k(2:5, 2:5), f(2:5), u(2:5))
  write (*, '(a, 5es13.5)') 'u', u
  write (*, '(a, 4es13.5)') 'strain', [((u(i + 1) - u(i)) / 0.5_dp, i = 1, 4)]
  write (*, '(a, es13.5)') 'reaction', -dot_product(k(1, :), u)
contains
  subroutine solve_spd(a, b, x)
    real(dp), intent(in) :: a(:,:), b(:)
    real(dp), intent(out) :: x(:)
    real(dp) :: w(size(b), size(b) + 1)
    integer :: n, j
    n = size(b)
    w(:, 1:n) = a
    w(:, n + 1) = b
    do j = 1, n - 1
      w(j + 1:, :) = w(j + 1:, :) - spread(w(j + 1:, j) / w(j, j), 2, n + 1) * &
           spread(w(j, :), 1, n - j)
    end do
    do j = n, 1, -1
      x(j) = (w(j, n + 1) - dot_product(w(j, j + 1:n), x(j + 1:n))) / w(j, j)
    end do
  end subroutine solve_spd
end program f7_nested_records
