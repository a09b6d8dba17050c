! A module of derived types in the same file: a SEQUENCE type with an array component, a
! type of types, a SAVE module variable of derived type, INTENT(OUT) structure dummies,
! a function of a structure, whole and section assignment of array components.
module shapes
  implicit none
  type, public :: vec3
    sequence
    real(8) :: c(3) = 0
  end type vec3
  type body

    character(len=8) :: name
    type(vec3) :: r, v
    real(8) :: m
  end type
  type(body), save :: sun
  integer :: nbodies = 0
contains
  subroutine init_body(b, name, m, x)
    type(body), intent(out) :: b
    character(len=*), intent(in) :: name
    real(8), intent(in) :: m, x
    b%name = name
    b%m = m
    b%r = vec3((/ 0d0, 0d0, 0d0 /))
    b%r%c(1) = x
    b%v%c = 0
    nbodies = nbodies + 1
  end subroutine
  real(8) function energy(b)
    type(body), intent(in) :: b
    energy = 0.5d0 * b%m * (b%v%c(1)**2 + b%v%c(2)**2 + b%v%c(3)**2)
  end function
end module

program dt_module_bodies
  use shapes
  implicit none
  type(body), allocatable :: sys(:)
  type(vec3) :: d
  integer :: i, k
  allocate(sys(3))
  call init_body(sun, 'sun', 1000d0, 0d0)
  do i = 1, 3
    call init_body(sys(i), 'planet', dble(i), dble(10*i))
    sys(i)%v%c(2) = 0.1d0 * i
  end do
  do k = 1, 5
    do i = 1, 3
      sys(i)%r%c(:) = sys(i)%r%c(:) + sys(i)%v%c(:)
    end do
  end do
  print *, nbodies, size(sys)
  do i = 1, 3
    print '(a8, 3f10.4, f12.6)', sys(i)%name, sys(i)%r%c, energy(sys(i))
  end do
  d = vec3(0)
  print *, d
  print *, sun%name, sun%m
  deallocate(sys)
end program
