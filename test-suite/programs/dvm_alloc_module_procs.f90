! An allocatable distributed array pair in a module, allocated by an external subroutine
! that uses the module, passed to an INHERIT dummy for an ACROSS sweep, read through
! REMOTE_ACCESS inside a REGION, printed element by element, and reallocated with other
! sizes in a second round; a local allocatable distributed vector allocated per round.
module grid
  implicit none
  integer :: nx, ny
  real(8), allocatable :: p(:,:), q(:,:)
!dvm$ distribute p(block, block)
!dvm$ align q(i, j) with p(i, j)
end module

subroutine setup(n, m)
  use grid
  implicit none
  integer :: n, m, i, j
  nx = n
  ny = m
  allocate (p(nx, ny), q(nx, ny))
!dvm$ parallel (j, i) on p(i, j)
  do j = 1, ny
    do i = 1, nx
      p(i, j) = mod(i * 7 + j * 3, 11)
      q(i, j) = 0
    end do
  end do
end subroutine

subroutine sweep(a, n, m)
  implicit none
  integer :: n, m, i, j
  real(8) :: a(n, m)
!dvm$ inherit a
!dvm$ parallel (j, i) on a(i, j), across(a(1:0, 1:0))
  do j = 2, m
    do i = 2, n
      a(i, j) = (a(i - 1, j) + a(i, j - 1)) * 0.5d0 + 1
    end do
  end do
end subroutine

program main
  use grid
  implicit none
  integer :: i, j, k
  real(8) :: s
  real(8), allocatable :: w(:)
!dvm$ distribute w(block)
  do k = 1, 2
    call setup(8 + 4 * k, 6 + k)
    call sweep(p, nx, ny)
!dvm$ region
!dvm$ parallel (j, i) on q(i, j), remote_access(p(1, :))
    do j = 1, ny
      do i = 1, nx
        q(i, j) = p(i, j) - p(1, j)
      end do
    end do
!dvm$ end region
!dvm$ get_actual(q)
    s = 0
!dvm$ parallel (j, i) on q(i, j), reduction(sum(s))
    do j = 1, ny
      do i = 1, nx
        s = s + q(i, j) * j
      end do
    end do
    print '(a, i3, f16.6)', 'sum', k, s
    print '(6f10.4)', (q(3, j), j = 1, ny)
    allocate (w(nx * 2))
!dvm$ parallel (i) on w(i)
    do i = 1, nx * 2
      w(i) = i * k
    end do
    print *, w
    deallocate (w, q, p)
  end do
end program
