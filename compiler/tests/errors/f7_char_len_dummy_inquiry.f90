! A CHARACTER length from the shape of a dummy array: known only at run time.
program clerr
  implicit none
  logical :: b(3, 5)
  b = .true.
  call draw(b, 5)
contains
  subroutine draw(b, n)
    integer, intent(in) :: n
    logical, intent(in) :: b(:,:)
    real :: work(n)
    character(len=size(b, 2)) :: row
! ERROR: SIZE of the dummy array 'b' is known only at run time: it cannot be used here (a CHARACTER length must be a constant)
    character(len=ubound(work, 1)) :: col
! ERROR: UBOUND of the dummy array 'work' is known only at run time: it cannot be used here (a CHARACTER length must be a constant)
    character(len=n) :: other
! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
    row = 'x'
    col = 'y'
    other = 'z'
    work = 0
  end subroutine draw
end program clerr
