! One-dimensional adaptive mesh refinement as finite-volume codes do it, with ALLOCATABLE
! components and dummies: a mesh type holds allocatable node and cell arrays and an
! allocatable scalar refinement level; cells whose solution jump is large are split, the new
! arrays built in temporaries and moved into the components with MOVE_ALLOC; a routine with
! an INTENT(OUT) allocatable dummy builds the refinement flags (deallocated on entry), one
! with an INTENT(INOUT) allocatable dummy grows a history array (a variable, and a component
! passed to it); a snapshot of the mesh is
! taken by derived-type assignment (a deep copy, independent afterwards), and deallocating the
! parent's components leaves the snapshot intact. Cell counts, sums and selected values are
! printed after each pass.
module amr
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type mesh
    real(dp), allocatable :: x(:)
    real(dp), allocatable :: u(:)
    integer, allocatable :: level
    integer, allocatable :: flagged(:)
    character(len=8) :: name = 'mesh'
  end type mesh

contains

  real(dp) function profile(x)
    real(dp), intent(in) :: x
    profile = tanh(20.0_dp * (x - 0.4_dp)) + 0.5_dp * exp(-50.0_dp * (x - 0.75_dp)**2)
  end function profile

  subroutine initial_mesh(m, ncells)
    type(mesh), intent(inout) :: m
    integer, intent(in) :: ncells
    integer :: i
    allocate(m%x(0:ncells), m%u(ncells))
    do i = 0, ncells
      m%x(i) = real(i, dp) / ncells
    end do
    call sample(m)
    m%level = 0
  end subroutine initial_mesh

  subroutine sample(m)
    type(mesh), intent(inout) :: m
    integer :: i
    do i = 1, size(m%u)
      m%u(i) = profile(0.5_dp * (m%x(i - 1) + m%x(i)))
    end do
  end subroutine sample

  ! Flags the cells whose jump to a neighbour exceeds `tol`.
  subroutine mark(m, tol, flags)
    type(mesh), intent(in) :: m
    real(dp), intent(in) :: tol
    logical, allocatable, intent(out) :: flags(:)
    integer :: i, n
    n = size(m%u)
    allocate(flags(n))
    flags = .false.
    do i = 1, n - 1
      if (abs(m%u(i + 1) - m%u(i)) > tol) then
        flags(i) = .true.
        flags(i + 1) = .true.
      end if
    end do
  end subroutine mark

  subroutine refine(m, flags)
    type(mesh), intent(inout) :: m
    logical, intent(in) :: flags(:)
    real(dp), allocatable :: xnew(:), unew(:)
    integer :: i, k, n
    n = size(m%u)
    allocate(xnew(0:n + count(flags)), unew(n + count(flags)))
    xnew(0) = m%x(0)
    k = 0
    do i = 1, n
      if (flags(i)) then
        xnew(k + 1) = 0.5_dp * (m%x(i - 1) + m%x(i))
        xnew(k + 2) = m%x(i)
        k = k + 2
      else
        xnew(k + 1) = m%x(i)
        k = k + 1
      end if
    end do
    call move_alloc(xnew, m%x)
    call move_alloc(unew, m%u)
    call sample(m)
    m%level = m%level + 1
    if (allocated(xnew) .or. allocated(unew)) print *, 'temporaries still allocated'
  end subroutine refine

  ! Appends `value` to `history`, allocating it on first use and growing it by one.
  subroutine record(history, value)
    integer, allocatable, intent(inout) :: history(:)
    integer, intent(in) :: value
    integer, allocatable :: longer(:)
    if (.not. allocated(history)) then
      allocate(history(1))
      history(1) = value
      return
    end if
    allocate(longer(size(history) + 1))
    longer(1:size(history)) = history
    longer(size(longer)) = value
    call move_alloc(longer, history)
  end subroutine record

  real(dp) function total(m)
    type(mesh), intent(in) :: m
    total = sum(m%u * (m%x(1:) - m%x(:size(m%x) - 2)))
  end function total
end module amr

program pp_mesh_refine
  use amr
  implicit none
  type(mesh) :: m, snapshot
  logical, allocatable :: flags(:)
  integer, allocatable :: history(:)
  integer :: pass

  call initial_mesh(m, 16)
  call record(history, size(m%u))
  print '(a,i3,a,i5,a,f12.8)', 'level', m%level, '  cells', size(m%u), '  integral', total(m)
  allocate(flags(3))
  do pass = 1, 4
    call mark(m, 0.15_dp, flags)
    call refine(m, flags)
    call record(history, size(m%u))
    call record(m%flagged, count(flags))
    print '(a,i3,a,i5,a,i4,a,f12.8)', 'level', m%level, '  cells', size(m%u), &
      '  flagged', count(flags), '  integral', total(m)
    if (pass == 2) then
      snapshot = m
      snapshot%name = 'snap'
    end if
  end do
  print '(a,6i5)', 'history', history
  print '(a,4i5)', 'flagged per pass', m%flagged
  print '(a,3f12.8)', 'finest cells near the front', minval(m%x(1:) - m%x(:size(m%x) - 2)), &
    m%x(size(m%x) / 2), m%u(size(m%u) / 2)
  ! The snapshot kept the mesh of pass 2, with its own arrays.
  print '(a,a,i3,i5,f12.8)', 'snapshot ', snapshot%name, snapshot%level, size(snapshot%u), &
    total(snapshot)
  snapshot%u = 0.0_dp
  snapshot%level = -1
  print '(a,i3,f12.8)', 'after clearing the snapshot', m%level, total(m)
  deallocate(m%x, m%u, m%level)
  print *, 'parent freed:', allocated(m%x), allocated(m%u), allocated(m%level)
  print *, 'snapshot kept:', allocated(snapshot%x), size(snapshot%x), snapshot%level, &
    snapshot%flagged
  m%level = 7
  print *, 'level allocated by assignment:', allocated(m%level), m%level
end program pp_mesh_refine
