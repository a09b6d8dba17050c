! REMOTE_ACCESS: references are read-only, name distributed arrays with one subscript per
! dimension (INTEGER expressions or ':'), and groups must be declared.
program remerr
  integer, parameter :: n = 8
  real :: a(n, n), b(n), l(n), x
  integer :: i, j, k
!dvm$ distribute a(block, *)
!dvm$ align b(i) with a(i, 1)
!dvm$ template t(n)
!dvm$ distribute t(block)
!dvm$ remote_group rg
!dvm$ remote_group rg
! ERROR: the REMOTE_GROUP 'rg' is declared twice
  k = 2
!dvm$ parallel (i) on a(i, *), remote_access(a(k, :))
  do i = 1, n
    a(i, 1) = a(k, 2)
! WARNING: a(i, 1) may write an element that this loop also reads through REMOTE_ACCESS(a(k, :)): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
    a(k, i) = 0  ! ERROR: a(k, i) is a REMOTE_ACCESS reference, which is read-only: it reads a copy of elements of other processes
  end do
!dvm$ parallel (i) on b(i), remote_access(l(i))
! ERROR: 'l' in REMOTE_ACCESS is not a distributed array: its elements are on every process already
  do i = 1, n
    b(i) = l(i)
  end do
!dvm$ parallel (i) on b(i), remote_access(a(i))
! ERROR: REMOTE_ACCESS gives 1 subscript but 'a' has rank 2
  do i = 1, n
    b(i) = a(i, 1)
  end do
!dvm$ parallel (i) on b(i), remote_access(a(i, x))
! ERROR: a REMOTE_ACCESS subscript must be INTEGER, found REAL(4)
  do i = 1, n
    b(i) = a(i, 1)
  end do
!dvm$ parallel (i) on b(i), remote_access(nog: a(:, 1))
! ERROR: 'nog' is not a remote group: declare it with REMOTE_GROUP nog
  do i = 1, n
    b(i) = a(n - i + 1, 1)
  end do
!dvm$ parallel (i) on b(i), remote_access(rg: a(:, 1))
  do i = 1, n
    b(i) = a(n - i + 1, 1) + a(n - i + 1, 2)  ! ERROR: a(n - i + 1, 2) does not live with the iteration's ON element b(i): it may be on another process: name it in REMOTE_ACCESS
  end do
!dvm$ prefetch rg
!dvm$ reset nog
! ERROR: 'nog' is not a remote group: declare it with REMOTE_GROUP nog
!dvm$ remote_access (b(:))
  b(1) = b(n)  ! ERROR: b(1) is a REMOTE_ACCESS reference, which is read-only: it reads a copy of elements of other processes
!dvm$ remote_access (a(j, :), a(:, :, 1))
! ERROR: REMOTE_ACCESS gives 3 subscripts but 'a' has rank 2
  x = a(1, 1)
!dvm$ remote_access (l(1))
! ERROR: 'l' in REMOTE_ACCESS is not a distributed array: its elements are on every process already
  x = l(1)
!dvm$ remote_access (t(1))
! ERROR: 't' is a TEMPLATE: it has no elements to read remotely
  x = 1
  ! The subscript uses the DO variable: the buffer holds the whole dimension.
!dvm$ remote_access (b(i))
  do i = 1, n
    x = x + b(i)
  end do
!dvm$ remote_access (b(2))
  b(2) = 0  ! ERROR: b(2) is a REMOTE_ACCESS reference, which is read-only: it reads a copy of elements of other processes
!dvm$ remote_access (b(2))
! ERROR: a REMOTE_ACCESS directive must come before the statement it applies to
end program remerr

! REMOTE_ACCESS before an array assignment to a distributed array covers only what it names.
subroutine before_assignment
  integer, parameter :: n = 8
  real :: a(n, n), b(n, n)
  integer :: j
!dvm$ distribute a(*, block)
!dvm$ distribute b(block, *)
  j = 2
!dvm$ remote_access (b(:, 1))
  a(:, j) = b(:, 1)
!dvm$ remote_access (b(:, 1))
  a(:, j) = b(:, 2)  ! not covered: gathered as by an implicit REMOTE_ACCESS (another tree)
end subroutine before_assignment
