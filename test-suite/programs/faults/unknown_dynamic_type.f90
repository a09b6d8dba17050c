! ALLOCATE (b, SOURCE=a) in a module whose procedures cannot see the extension that is
! a's dynamic type (defined in a later module): a clear run-time error, not an
! unallocated b.
module base_m
  implicit none
  type :: item
    integer :: id = 0
  end type item
contains
  subroutine copy_and_show(a)
    class(item), intent(in) :: a
    class(item), allocatable :: b
    allocate(b, source=a)
    print *, 'copied', b%id
  end subroutine copy_and_show
end module base_m

module ext_m
  use base_m
  implicit none
  type, extends(item) :: big
    real :: w = 1.5
  end type big
end module ext_m

program unknown_dynamic_type
  use ext_m
  implicit none
  type(item) :: i
  type(big) :: b
  i%id = 1
  b%id = 2
  call copy_and_show(i)
  call copy_and_show(b)
  print *, 'not reached'
end program unknown_dynamic_type
