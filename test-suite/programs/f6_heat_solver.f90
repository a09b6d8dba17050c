! A small modern simulation code split as real ones are: a parameters module, a mesh module
! (a derived type with ALLOCATABLE components and type-bound procedures), a boundary
! condition module with an enumeration of kinds and SELECT CASE, an explicit and an implicit
! (Crank-Nicolson, tridiagonal) 1-D heat solver, and a diagnostics module that formats a report
! through internal writes; the two solvers are compared with the exact decaying mode.
module f6_heat_params
  implicit none
  integer, parameter :: wp = selected_real_kind(14)
  real(wp), parameter :: pi = 3.141592653589793238_wp
  integer, parameter :: bc_dirichlet = 1, bc_neumann = 2
end module f6_heat_params

module f6_heat_mesh
  use f6_heat_params
  implicit none
  private
  public :: mesh_t
  type :: mesh_t
    integer :: n = 0
    real(wp) :: length = 1
    real(wp), allocatable :: x(:), u(:)
  contains
    procedure :: init => mesh_init
    procedure :: dx => mesh_dx
    procedure :: energy => mesh_energy
  end type
contains
  subroutine mesh_init(self, n, length)
    class(mesh_t), intent(inout) :: self
    integer, intent(in) :: n
    real(wp), intent(in) :: length
    integer :: i
    self%n = n
    self%length = length
    if (allocated(self%x)) deallocate (self%x, self%u)
    allocate (self%x(0:n), self%u(0:n))
    self%x = [(length * i / n, i = 0, n)]
    self%u = sin(pi * self%x / length) + 0.25_wp * sin(3 * pi * self%x / length)
  end subroutine
  real(wp) function mesh_dx(self)
    class(mesh_t), intent(in) :: self
    mesh_dx = self%length / self%n
  end function
  real(wp) function mesh_energy(self)
    class(mesh_t), intent(in) :: self
    mesh_energy = 0.5_wp * self%dx() * sum(self%u(1:self%n - 1)**2)
  end function
end module f6_heat_mesh

module f6_heat_bc
  use f6_heat_params
  implicit none
contains
  subroutine apply_bc(u, kind_left, kind_right)
    real(wp), intent(inout) :: u(0:)
    integer, intent(in) :: kind_left, kind_right
    integer :: n
    n = ubound(u, 1)
    select case (kind_left)
    case (bc_dirichlet)
      u(0) = 0
    case (bc_neumann)
      u(0) = u(1)
    end select
    select case (kind_right)
    case (bc_dirichlet)
      u(n) = 0
    case default
      u(n) = u(n - 1)
    end select
  end subroutine
end module f6_heat_bc

module f6_heat_solvers
  use f6_heat_params
  use f6_heat_mesh
  use f6_heat_bc
  implicit none
contains
  subroutine explicit_steps(m, kappa, dt, nsteps)
    type(mesh_t), intent(inout) :: m
    real(wp), intent(in) :: kappa, dt
    integer, intent(in) :: nsteps
    real(wp) :: r
    integer :: s
    r = kappa * dt / m%dx()**2
    do s = 1, nsteps
      m%u(1:m%n - 1) = m%u(1:m%n - 1) + r * (m%u(0:m%n - 2) - 2 * m%u(1:m%n - 1) + m%u(2:m%n))
      call apply_bc(m%u, bc_dirichlet, bc_dirichlet)
    end do
  end subroutine
  subroutine crank_nicolson(m, kappa, dt, nsteps)
    type(mesh_t), intent(inout) :: m
    real(wp), intent(in) :: kappa, dt
    integer, intent(in) :: nsteps
    real(wp) :: r, rhs(m%n - 1), cp(m%n - 1), dp(m%n - 1), den
    integer :: s, i, k
    r = kappa * dt / m%dx()**2
    k = m%n - 1
    do s = 1, nsteps
      rhs = (1 - r) * m%u(1:k) + 0.5_wp * r * (m%u(0:k - 1) + m%u(2:k + 1))
      cp(1) = -0.5_wp * r / (1 + r)
      dp(1) = rhs(1) / (1 + r)
      do i = 2, k
        den = (1 + r) + 0.5_wp * r * cp(i - 1)
        cp(i) = -0.5_wp * r / den
        dp(i) = (rhs(i) + 0.5_wp * r * dp(i - 1)) / den
      end do
      m%u(k) = dp(k)
      do i = k - 1, 1, -1
        m%u(i) = dp(i) - cp(i) * m%u(i + 1)
      end do
      call apply_bc(m%u, bc_dirichlet, bc_dirichlet)
    end do
  end subroutine
end module f6_heat_solvers

module f6_heat_report
  use f6_heat_params
  use f6_heat_mesh
  implicit none
contains
  function summary(name, m, t) result(line)
    character(*), intent(in) :: name
    type(mesh_t), intent(in) :: m
    real(wp), intent(in) :: t
    character(len=100) :: line
    real(wp) :: exact, err
    integer :: i
    err = 0
    do i = 0, m%n
      exact = exp(-pi**2 * t) * sin(pi * m%x(i)) + 0.25_wp * exp(-9 * pi**2 * t) * &
              sin(3 * pi * m%x(i))
      err = max(err, abs(m%u(i) - exact))
    end do
    write (line, '(a12, " t=", f6.3, " E=", es12.5, " err<1e-3: ", l1, " mid=", f9.6)') &
      name, t, m%energy(), err < 1.0e-3_wp, m%u(m%n / 2)
  end function
end module f6_heat_report

program f6_heat_solver
  use f6_heat_params
  use f6_heat_mesh
  use f6_heat_solvers
  use f6_heat_report
  implicit none
  type(mesh_t) :: a, b
  real(wp) :: dt
  integer :: k
  call a%init(40, 1.0_wp)
  call b%init(40, 1.0_wp)
  write (*, '(a)') trim(summary('initial', a, 0.0_wp))
  dt = 0.25_wp * a%dx()**2
  do k = 1, 3
    call explicit_steps(a, 1.0_wp, dt, 200)
    call crank_nicolson(b, 1.0_wp, dt, 200)
    write (*, '(a)') trim(summary('explicit', a, k * 200 * dt))
    write (*, '(a)') trim(summary('cn', b, k * 200 * dt))
  end do
  write (*, '(a, es12.4)') 'solver gap ', maxval(abs(a%u - b%u))
  write (*, '(5f10.6)') a%u(0:40:10)
end program f6_heat_solver
