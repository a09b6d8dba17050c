! A polymorphic SOURCE= (ALLOCATE (b, SOURCE=a) where a is CLASS: b gets a's dynamic type
! and a deep copy of its value) and intrinsic assignment to a CLASS ALLOCATABLE scalar
! (F2008: reallocated with the value's dynamic type), from polymorphic and non-polymorphic
! values, through CLASS dummies, pointers and allocatables, allocatable components copied.
module zoo
  implicit none
  type :: item
    integer :: id = 0
  contains
    procedure :: show => item_show
  end type item
  type, extends(item) :: box
    real :: w = 1.5
    integer, allocatable :: data(:)
  contains
    procedure :: show => box_show
  end type box
  type, extends(box) :: crate
    character(len=4) :: label = 'none'
  contains
    procedure :: show => crate_show
  end type crate
contains
  subroutine item_show(self)
    class(item), intent(in) :: self
    print '(a, i4)', 'item', self%id
  end subroutine item_show
  subroutine box_show(self)
    class(box), intent(in) :: self
    if (allocated(self%data)) then
      print '(a, i4, f6.2, 4i4)', 'box ', self%id, self%w, self%data
    else
      print '(a, i4, f6.2, a)', 'box ', self%id, self%w, ' no data'
    end if
  end subroutine box_show
  subroutine crate_show(self)
    class(crate), intent(in) :: self
    print '(a, i4, f6.2, 1x, a, i4)', 'crate', self%id, self%w, self%label, sum(self%data)
  end subroutine crate_show

  ! A copy of whatever the dummy is.
  subroutine clone_and_show(a)
    class(item), intent(in) :: a
    class(item), allocatable :: b
    allocate(b, source=a)
    b%id = b%id + 100
    call b%show()
    call a%show()
    deallocate(b)
  end subroutine clone_and_show
end module zoo

program class_source_assign
  use zoo
  implicit none
  class(item), allocatable :: p, q
  class(item), pointer :: ptr
  type(box), target :: b
  type(crate), target :: c
  type(item) :: plain

  b%id = 1
  b%data = [1, 2, 3, 4]
  c%id = 2
  c%w = 7.25
  c%label = 'abcd'
  c%data = [10, 20, 30, 40]
  plain%id = 3

  call clone_and_show(b)
  call clone_and_show(c)
  call clone_and_show(plain)

  allocate(p, source=c)
  allocate(q, source=p)
  c%data(1) = -1
  call q%show()
  print *, same_type_as(q, c), allocated(q)

  ! Assignment: reallocated with the value's dynamic type.
  q = b
  call q%show()
  print *, same_type_as(q, b)
  q = plain
  call q%show()
  ptr => c
  q = ptr
  call q%show()
  select type (q)
  type is (crate)
    q%data(2) = 99
    print *, 'crate copy', q%data, c%data
  class default
    print *, 'wrong type'
  end select
  p = q
  call p%show()
  deallocate(p, q)
  print *, allocated(p), allocated(q)
  q = b
  call q%show()
end program class_source_assign
