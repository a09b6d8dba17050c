! A CHARACTER length from the shape of a dummy array is an automatic length (evaluated on
! entry); still errors: a length that is not INTEGER, an automatic-length CHARACTER array.
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
    character(len=ubound(work, 1)) :: col
    character(len=n) :: other(2) ! ERROR: 'other': an automatic-length CHARACTER array or pointer is not supported yet
    character(len=2.5*n) :: bad ! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
    row = 'x'
    col = 'y'
    other = 'z'
    bad = 'w'
    work = 0
  end subroutine draw
end program clerr
