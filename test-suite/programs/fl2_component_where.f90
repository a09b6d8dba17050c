! WHERE whose targets are derived-type component sections, as particle and grid codes
! write them: an array of particles whose velocity is reset where the mass is negative,
! a grid type with array components updated under its own mask, WHERE/ELSEWHERE over
! component sections, and a mask the assignment changes.
program fl2_component_where
  implicit none
  type particle
    real :: mass
    real :: vel(3)
    integer :: tag
  end type particle
  type grid
    logical :: active(6)
    real :: u(6)
    real :: flux(2, 6)
  end type grid
  type(particle) :: p(7)
  type(grid) :: g
  integer :: i

  do i = 1, 7
    p(i)%mass = real(i) - 3.5
    p(i)%vel = [real(i), -real(i), 0.5 * real(i)]
    p(i)%tag = 0
  end do

  where (p%mass < 0.0) p%tag = -1
  where (p%mass > 1.0)
    p%tag = 2
  elsewhere (p%mass > 0.0)
    p%tag = 1
  end where
  print '(7i4)', p%tag

  ! One component of the velocity, under a mask on another component.
  where (p%tag < 0) p%mass = 0.0
  print '(7f7.2)', p%mass

  ! The mask reads the component the assignment writes.
  g%u = [1.0, -2.0, 3.0, -4.0, 5.0, -6.0]
  g%active = [.true., .true., .false., .true., .false., .true.]
  where (g%active) g%u = g%u + 10.0
  where (g%u < 0.0) g%u = -g%u * 0.5
  print '(6f7.2)', g%u

  ! A section of an array component, the mask a section of another.
  g%flux = 0.0
  where (g%active(2:5)) g%flux(1, 2:5) = g%u(2:5)
  where (.not. g%active(1:6:2))
    g%flux(2, 1:6:2) = -1.0
  elsewhere
    g%flux(2, 1:6:2) = g%u(1:6:2) * 2.0
  end where
  print '(6f7.2)', g%flux(1, :)
  print '(6f7.2)', g%flux(2, :)
  print '(a, f9.3, i4)', 'totals', sum(g%flux) + sum(p%mass), sum(p%tag)
end program fl2_component_where
