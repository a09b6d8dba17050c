! ALLOCATABLE scalars (F2003): local, module and derived-type ones; ALLOCATE (plain and with
! SOURCE=), DEALLOCATE, ALLOCATED, automatic allocation on intrinsic assignment, the
! ALLOCATABLE statement for a scalar, passing an allocated scalar to a procedure, and a
! procedure's own allocatable scalars unallocated again on the next call.
module run_config
  implicit none
  type limits
    real(8) :: lo = -1.0d0, hi = 1.0d0
    integer :: steps = 10
  end type limits
  real(8), allocatable :: tolerance
  integer, allocatable :: max_iter
  type(limits), allocatable :: box
contains
  subroutine configure(tol)
    real(8), intent(in) :: tol
    if (.not. allocated(tolerance)) allocate(tolerance)
    tolerance = tol
    max_iter = nint(-log10(tol)) * 25
  end subroutine configure

  real(8) function scaled(x)
    real(8), intent(in) :: x
    scaled = (x - box%lo) / (box%hi - box%lo)
  end function scaled
end module run_config

module counters
  implicit none
contains
  ! A local allocatable scalar: unallocated on every entry.
  integer function fresh_count(n)
    integer, intent(in) :: n
    integer, allocatable :: acc
    integer :: i
    fresh_count = -1
    if (allocated(acc)) return
    acc = 0
    do i = 1, n
      acc = acc + i * i
    end do
    fresh_count = acc
  end function fresh_count

  subroutine bump(v, by)
    real, intent(inout) :: v
    real, intent(in) :: by
    v = v + by
  end subroutine bump
end module counters

program alloc2_scalars
  use run_config
  use counters
  implicit none
  real, allocatable :: energy
  complex(8), allocatable :: z
  character(len=6), allocatable :: tag
  integer :: status
  logical, allocatable :: converged
  integer :: k
  integer :: nsteps
  allocatable :: nsteps

  print *, 'initial:', allocated(energy), allocated(tolerance), allocated(box), allocated(nsteps)
  allocate(energy)
  energy = 0.5
  nsteps = 4
  do k = 1, nsteps
    energy = energy * 1.5 + real(k)
  end do
  print *, 'energy', energy, allocated(nsteps), nsteps
  call bump(energy, 2.0)
  print *, 'bumped', energy
  deallocate(energy)
  print *, 'after deallocate', allocated(energy)
  energy = 3.25
  print *, 'auto', allocated(energy), energy

  call configure(1.0d-6)
  print *, 'config', tolerance, max_iter
  call configure(1.0d-3)
  print *, 'config', tolerance, max_iter

  allocate(box)
  print *, 'box default', box%lo, box%hi, box%steps
  box%hi = 3.0d0
  print *, 'scaled', scaled(0.0d0), scaled(2.0d0)
  deallocate(box)
  box = limits(0.0d0, 10.0d0, 4)
  print *, 'box assigned', box%lo, box%hi, box%steps, scaled(7.5d0)

  allocate(z, source=(1.0d0, -2.0d0))
  z = z * (0.0d0, 1.0d0)
  print *, 'z', z
  tag = 'abc'
  tag = tag(1:3) // 'xyz'
  print *, 'tag [', tag, ']', len(tag)

  allocate(converged, stat=status)
  print *, 'stat', status
  converged = tolerance < 1.0d-2
  print *, 'converged', converged
  allocate(converged, stat=status)
  print *, 'second allocate fails', status /= 0
  deallocate(converged, stat=status)
  print *, 'dealloc stat', status, allocated(converged)
  deallocate(converged, stat=status)
  print *, 'second dealloc fails', status /= 0

  print *, 'fresh', fresh_count(3), fresh_count(10), fresh_count(3)
end program alloc2_scalars
