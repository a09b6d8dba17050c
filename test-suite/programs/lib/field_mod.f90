! A module holding distributed arrays (compiled on its own): the grid, a field and its
! update, aligned with it, with shadow edges; module procedures work on them.
module field_mod
  implicit none
  integer, parameter :: nx = 24, ny = 18
  real(8) :: u(nx, ny), unew(nx, ny)
!dvm$ distribute u(block, block)
!dvm$ align unew(i, j) with u(i, j)
!dvm$ shadow u(1:1, 1:1)
  integer :: sweeps = 0
contains
  subroutine init_field()
    integer :: i, j
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, ny
      do i = 1, nx
        u(i, j) = mod(3 * i + 5 * j, 13) * 0.25d0
        unew(i, j) = 0.0d0
      end do
    end do
  end subroutine init_field

  subroutine sweep()
    integer :: i, j
!dvm$ parallel (j, i) on unew(i, j), shadow_renew(u)
    do j = 2, ny - 1
      do i = 2, nx - 1
        unew(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i, j) = unew(i, j)
      end do
    end do
    sweeps = sweeps + 1
  end subroutine sweep
end module field_mod
