! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! A shallow-water-like state stored as a distributed 2-D array of a derived type (height and
! two velocity components, an INTEGER cell flag): a stencil reading neighbour records through
! shadow edges (with CORNER), a Gauss-Seidel smoothing of one component with ACROSS on the
! record array, a REMOTE_ACCESS to a whole boundary row of records, and reductions over
! components including a MAXLOC.
module swstate
  implicit none
  type cell
    real(8) :: h, u, v
    integer :: flag
  end type cell
end module swstate

program derived_stencil
  use swstate
  implicit none
  integer, parameter :: n = 20, m = 16
  type(cell) :: q(n, m), qn(n, m)
  real(8) :: mass, hmax, ke
  integer :: i, j, step, imax(2), wet
!dvm$ distribute q(block, block)
!dvm$ align qn(i, j) with q(i, j)
!dvm$ shadow q(1:1, 1:1)
!dvm$ parallel (j, i) on q(i, j)
  do j = 1, m
    do i = 1, n
      q(i, j)%h = 1d0 + 0.5d0 * exp(-0.1d0 * ((i - 8)**2 + (j - 6)**2))
      q(i, j)%u = 0.01d0 * j
      q(i, j)%v = -0.01d0 * i
      q(i, j)%flag = mod(i + j, 3)
    end do
  end do
  do step = 1, 5
!dvm$ parallel (j, i) on qn(i, j), shadow_renew(q(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        qn(i, j)%h = q(i, j)%h - 0.1d0 * (q(i + 1, j)%u * q(i + 1, j)%h - q(i - 1, j)%u * q(i - 1, j)%h &
                     + q(i, j + 1)%v * q(i, j + 1)%h - q(i, j - 1)%v * q(i, j - 1)%h) &
                     + 0.02d0 * (q(i + 1, j + 1)%h + q(i - 1, j - 1)%h - 2 * q(i, j)%h)
        qn(i, j)%u = q(i, j)%u - 0.05d0 * (q(i + 1, j)%h - q(i - 1, j)%h)
        qn(i, j)%v = q(i, j)%v - 0.05d0 * (q(i, j + 1)%h - q(i, j - 1)%h)
        qn(i, j)%flag = q(i, j)%flag
        if (qn(i, j)%h > 1.2d0) qn(i, j)%flag = qn(i, j)%flag + 10
      end do
    end do
!dvm$ parallel (j, i) on q(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        q(i, j) = qn(i, j)
      end do
    end do
!dvm$ parallel (j, i) on q(i, j), across(q(1:0, 1:0))
    do j = 2, m - 1
      do i = 2, n - 1
        q(i, j)%u = 0.5d0 * q(i, j)%u + 0.25d0 * (q(i - 1, j)%u + q(i, j - 1)%u)
      end do
    end do
!dvm$ parallel (j, i) on q(i, j), remote_access(q(2, :))
    do j = 1, m
      do i = 3, n
        if (q(i, j)%flag >= 10) q(i, j)%v = q(i, j)%v + 0.001d0 * q(2, j)%h
      end do
    end do
  end do
  mass = 0
  ke = 0
  hmax = -1
  imax = 0
  wet = 0
!dvm$ parallel (j, i) on q(i, j), reduction(sum(mass), sum(ke), maxloc(hmax, imax, 2), sum(wet))
  do j = 1, m
    do i = 1, n
      mass = mass + q(i, j)%h
      ke = ke + q(i, j)%h * (q(i, j)%u**2 + q(i, j)%v**2)
      if (q(i, j)%h > hmax) then
        hmax = q(i, j)%h
        imax(1) = i
        imax(2) = j
      end if
      if (q(i, j)%flag >= 10) wet = wet + 1
    end do
  end do
  write (*, '(3es24.15, 3i4)') mass, ke, hmax, imax, wet
  write (*, '(3es24.15, i4)') q(8, 6)
  write (*, '(3es24.15, i4)') q(n - 1, m - 1)
end program derived_stencil
