! LOGICAL(1), (2) and (8) distributed arrays and reduction variables (dvm_logical_arrays.f90
! with other kinds): set in parallel loops, read through shadow edges, reduced with AND, OR
! and NEQV, assigned as a whole and printed.
program dvm_logical_kinds
  implicit none
  integer, parameter :: n = 37
  logical(1) :: m(n), all_set
  logical(8) :: e(n), any_set
  logical(2) :: parity
  real(8) :: x(n), s
  integer :: i, cnt
!dvm$ distribute m(block)
!dvm$ align (i) with m(i) :: e, x
!dvm$ shadow m(1:1)

!dvm$ parallel (i) on m(i)
  do i = 1, n
    x(i) = dble(mod(i * 7, 11)) - 5d0
    m(i) = x(i) > 0d0
  end do

!dvm$ parallel (i) on e(i), shadow_renew(m)
  do i = 2, n - 1
    e(i) = m(i - 1) .neqv. m(i + 1)
  end do
  e(1) = .false.
  e(n) = m(n - 1)

  all_set = .true.
  any_set = .false.
  parity = .false.
  s = 0d0
  cnt = 0
!dvm$ parallel (i) on e(i), reduction(and(all_set), or(any_set), neqv(parity), sum(s), sum(cnt))
  do i = 1, n
    all_set = all_set .and. (e(i) .or. m(i))
    any_set = any_set .or. (e(i) .and. m(i))
    parity = parity .neqv. e(i)
    if (e(i)) then
      s = s + x(i)
      cnt = cnt + 1
    end if
  end do
  print *, all_set, any_set, parity, cnt, s

  m = .not. e
  print '(37L1)', m
  print '(37L1)', e
  print *, count(m), e(5), m(n)
end program dvm_logical_kinds
