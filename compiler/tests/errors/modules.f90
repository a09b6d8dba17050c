! Modules, USE, CONTAINS, INTERFACE: what is diagnosed.
module shapes
  implicit none
  private
  public :: area, side, nsides
  integer, parameter :: nsides = 4
  real :: side = 2.0
  real :: secret = 1.0
  integer, intent(in) :: bad   ! ERROR: INTENT is only for dummy arguments, and 'bad' is not one
contains
  real function area()
    area = side * side * secret
  end function area
  subroutine helper(x)
    real, optional :: x
    if (present(x)) x = 1.0
  end subroutine helper
end module shapes

module other
  integer :: side
end module other

module selfish
  use selfish   ! ERROR: module 'selfish' uses itself
end module selfish

program main
  use shapes, only: area, secret   ! ERROR: 'secret' is PRIVATE in module 'shapes'
  use shapes, only: ghost   ! ERROR: module 'shapes' has no entity named 'ghost'
  use nowhere   ! ERROR: no module 'nowhere': it is not defined before this point in the file, and no 'nowhere.mod' was found (compile the file that defines it first, or name its directory with -I or -J)
  use shapes, s => side
  use other
  implicit none
  real :: area   ! ERROR: 'area' is made visible by USE shapes and cannot be declared again
  integer :: nsides   ! ERROR: 'nsides' is made visible by USE shapes and cannot be declared again
  public :: nsides   ! ERROR: PUBLIC may only appear in the specification part of a module
  print *, area(), s, side
  call inner(1)
  call inner2(2)
contains
  subroutine inner(k)
    integer :: k
    print *, k + nsides
  contains
    subroutine too_deep()   ! ERROR: an internal procedure cannot contain procedures of its own
    end subroutine too_deep
  end subroutine inner
  print *, 'after'   ! ERROR: only SUBROUTINE and FUNCTION definitions may follow CONTAINS
end program main

subroutine outer(a, n)
  integer :: n
  real :: a(n)
  call show()
contains
  subroutine show()
    print *, a(1)   ! ERROR: 'a' is a dummy argument of the host whose shape or length is known only on entry: internal procedures cannot use it yet (pass it as an argument)
  end subroutine show
end subroutine outer

subroutine ifaces()
  interface
    subroutine ext(x)
      real :: x
      x = 2.0   ! ERROR: an interface body may only hold declarations
    end subroutine ext
  end interface
  interface gen
    module procedure a, b
! ERROR: 'a' is not a procedure with an explicit interface here (a module procedure, an internal procedure or an interface body), so it cannot be a specific procedure of the generic 'gen'
! ERROR: 'b' is not a procedure with an explicit interface here (a module procedure, an internal procedure or an interface body), so it cannot be a specific procedure of the generic 'gen'
  end interface gen
  module procedure c   ! ERROR: MODULE PROCEDURE may only appear in a generic INTERFACE block
end subroutine ifaces
