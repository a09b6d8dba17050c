! A particle system as molecular-dynamics and PIC codes keep it: an array of particle
! structures updated through component sections (p(2:5)%x = ..., p(:)%v = ...), reductions
! over components (sum(p(:)%m), maxval(p%x)), and a cell list whose elements hold small
! arrays of their own, updated and read through a section in the middle of the reference
! (cells(2:4)%load(1) = ..., sum(box%cells(:)%load(2))).
program particles
  implicit none
  integer, parameter :: np = 10, nc = 5
  type particle
    real(8) :: x, v, m
    integer :: cell
  end type particle
  type cell
    real(8) :: load(3)
    integer :: count
  end type cell
  type grid
    type(cell) :: cells(nc)
    real(8) :: width
  end type grid
  type(particle) :: p(np)
  type(grid) :: box
  integer :: i, step
  real(8) :: dt, ekin

  do i = 1, np
    p(i)%x = 0.37d0 * i
    p(i)%v = 0.3d0 * mod(i * 7, 5) - 0.45d0
    p(i)%m = 1.0d0 + 0.25d0 * mod(i, 3)
  end do
  p(2:5)%v = 0.0d0
  p(np-1:np)%m = 4.0d0
  box%width = 4.0d0 / nc
  dt = 0.5d0
  print '(a,3f12.6)', 'initial', sum(p(:)%m), sum(p%v), maxval(p(2:np:2)%x)

  do step = 1, 4
    ! Drift, then reflect at the walls, all on component arrays.
    p%x = p%x + dt * p%v
    p%v = merge(-p%v, p%v, p%x > 4.0d0 .or. p%x < 0.0d0)
    p(1:np:3)%v = 0.9d0 * p(1:np:3)%v
    p%cell = min(nc, max(1, int(p%x / box%width) + 1))
    do i = 1, nc
      box%cells(i)%count = count(p%cell == i)
      box%cells(i)%load(1) = sum(p%m, mask=p%cell == i)
      box%cells(i)%load(2) = sum(p%m * p%v, mask=p%cell == i)
      box%cells(i)%load(3) = 0.0d0
    end do
    box%cells(2:4)%load(3) = box%cells(1:3)%load(1) + box%cells(3:5)%load(1)
    ekin = 0.5d0 * sum(p(:)%m * p(:)%v**2)
    print '(a,i2,4f14.8)', 'step', step, ekin, sum(box%cells(:)%load(2)), &
        maxval(box%cells(:)%load(3)), sum(p(:)%x)
    print '(5i3)', (box%cells(i)%count, i = 1, nc)
  end do
  print '(5f10.5)', p(1:5)%x, p(6:10)%v
  print '(5f10.5)', sum(box%cells(2:4)%load(3)), box%cells(1)%load
end program particles
