! Derived types as particle records: components of every intrinsic type and kind, default
! values, structure constructors, whole-structure assignment, components and elements of
! array components passed to procedures, list-directed and formatted output of structures.
program dt_particles
  implicit none
  type point
    real(8) :: x, y
  end type point
  type particle
    integer :: id = 0
    type(point) :: pos
    real :: mass = 1.5
    character(len=6) :: tag = 'none'
    integer :: hist(3)
    logical :: alive = .true.
  end type
  type(point) :: p, q
  type(particle) :: a(4), b
  integer :: i
  p = point(1.0d0, 2.0d0)
  q = p
  q%x = q%x + 10
  print *, p%x, p%y, q%x, q%y
  print *, p
  do i = 1, 4
    a(i)%id = i
    a(i)%pos = point(dble(i), dble(i*i))
    a(i)%hist(1) = i
    a(i)%hist(2) = 2*i
    a(i)%hist(3) = 3*i
    a(i)%tag(1:3) = 'abc'
  end do
  b = a(3)
  b%pos%y = -1
  print *, b%id, b%pos%x, b%pos%y, b%mass, b%tag, b%hist, b%alive
  print *, a(2)
  print *, a(4)%hist(2) + a(1)%id
  call shift(a(2)%pos, 5.0d0)
  call bump(a(1)%hist(2))
  print *, a(2)%pos, a(1)%hist
  call show(a(1))
  print *, b%tag(2:3), len(b%tag)
contains
  subroutine shift(pt, d)
    type(point) :: pt
    real(8) :: d
    pt%x = pt%x + d
  end subroutine
  subroutine bump(k)
    integer :: k
    k = k + 100
  end subroutine
  subroutine show(pp)
    type(particle), intent(in) :: pp
    write(*, '(i3, 2f8.3, 1x, a)') pp%id, pp%pos, pp%tag
  end subroutine
end program dt_particles
