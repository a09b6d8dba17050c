! ABSTRACT types and DEFERRED bindings: an object, a component or an allocation of an
! abstract type, an extension that does not override a DEFERRED binding, a DEFERRED binding
! in a type that is not abstract, PROCEDURE(iface) without DEFERRED, DEFERRED without an
! interface, a DEFERRED binding naming no interface, a DEFERRED binding referenced through
! a non-polymorphic object.
module abs_err_mod
  implicit none
  type, abstract :: shape
    integer :: id = 0
  contains
    procedure(area_iface), deferred :: area
  end type shape
  abstract interface
    real function area_iface(s)
      import :: shape
      class(shape), intent(in) :: s
    end function area_iface
  end interface
  type, extends(shape) :: blob ! ERROR: TYPE BLOB does not override the DEFERRED binding 'area' of its parent: bind it to a procedure, or declare the type ABSTRACT
    real :: r = 1.0
  end type blob
  type :: concrete
    integer :: k = 0
  contains
    procedure(area_iface), deferred :: area ! ERROR: the DEFERRED binding 'area' needs an ABSTRACT type: declare TYPE, ABSTRACT :: concrete
! ERROR: the passed-object dummy argument 's' of 'area_iface' must be a scalar CLASS(concrete), the type of the binding 'area'
  end type concrete
  type, abstract :: other
  contains
    procedure(nosuch), deferred :: f ! ERROR: the DEFERRED binding 'f' of TYPE OTHER names 'nosuch', which is not an interface of this module (declare it in an ABSTRACT INTERFACE block)
  end type other
  type, abstract :: third
  contains
    procedure(area_iface) :: g ! ERROR: PROCEDURE(AREA_IFACE) in a derived type needs DEFERRED (a binding with an interface has no procedure of its own)
    procedure, deferred :: h ! ERROR: a DEFERRED binding names its abstract interface: PROCEDURE(iface), DEFERRED :: name
  end type third
  type, extends(shape) :: disc
  contains
    procedure :: area => disc_area
  end type disc
  type holder
    type(shape) :: inner ! ERROR: a component cannot be of the ABSTRACT type SHAPE: use CLASS(SHAPE), or one of its extensions that is not abstract
  end type holder
contains
  real function disc_area(s)
    class(disc), intent(in) :: s
    disc_area = 1.0
  end function disc_area
  subroutine use_it(d)
    type(disc), intent(in) :: d
    print *, d%shape%area() ! ERROR: 'area' is a DEFERRED binding of TYPE(shape): it has a procedure only through a polymorphic (CLASS) object of it, whose dynamic type overrides it
  end subroutine use_it
end module abs_err_mod

program abs_err
  use abs_err_mod
  implicit none
  type(shape) :: s ! ERROR: 's' cannot be of the ABSTRACT type SHAPE: use CLASS(SHAPE), or one of its extensions that is not abstract
  class(shape), pointer :: p
  allocate(shape :: p) ! ERROR: an allocated object cannot be of the ABSTRACT type SHAPE: use CLASS(SHAPE), or one of its extensions that is not abstract
end program abs_err
