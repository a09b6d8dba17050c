! ALLOCATE and DEALLOCATE with STAT= and ERRMSG= (gfortran's messages), naming components
! and arrays in one statement: allocating an allocated object and deallocating an
! unallocated one set STAT nonzero and ERRMSG, success leaves ERRMSG untouched.
program alloc_errmsg
  implicit none
  type t
    integer, allocatable :: a(:)
  end type t
  type(t) :: s
  integer, allocatable :: b(:)
  real, allocatable :: c(:, :)
  integer :: st
  character(len=80) :: msg
  allocate (s%a(3), b(4), stat=st)
  print *, st, size(s%a), size(b)
  msg = 'untouched'
  allocate (s%a(3), b(2), stat=st, errmsg=msg)
  print *, st /= 0, trim(msg)
  msg = 'untouched'
  allocate (c(2, 3), stat=st, errmsg=msg)
  print *, st, trim(msg), shape(c)
  deallocate (s%a, b, stat=st)
  print *, st, allocated(s%a), allocated(b)
  deallocate (s%a, stat=st, errmsg=msg)
  print *, st /= 0, trim(msg)
  msg = 'untouched'
  deallocate (c, b, stat=st, errmsg=msg)
  print *, st /= 0, trim(msg), allocated(c)
  msg = 'untouched'
  allocate (b(5), stat=st, errmsg=msg)
  b = 2
  print *, st, trim(msg), sum(b)
end program alloc_errmsg
