! ENTRY statements and alternate returns used where Fortran does not allow them.
subroutine tally(n, total)
  integer :: n, total, k
  total = 0
  entry bump(k)
  total = total + k
  if (n > 0) then
    entry inside(n)
! ERROR: an ENTRY statement is allowed only in an external or module subroutine or function, outside any construct
  end if
end subroutine tally

subroutine setter(x)
  real :: x, saved
  save saved
  saved = x
  return
  entry getter(x) result(y)
! ERROR: RESULT is allowed only on an ENTRY of a function
  x = saved
end subroutine setter

subroutine store(x)
  real :: x, kept
  save kept
  kept = x
  return
  entry fetch(x)
  x = kept
end subroutine store

function twice(x, *)
! ERROR: alternate returns ('*' dummy arguments) are allowed only in subroutines
  real :: twice, x
  twice = 2 * x
end function twice

subroutine plain(x)
  real :: x
  if (x < 0) return 1
! ERROR: RETURN with a value is allowed only in a subroutine with alternate returns ('*' dummy arguments)
  x = sqrt(x)
end subroutine plain

subroutine check(x, *)
  real :: x
  if (x < 0) return 1
end subroutine check

program legacy_misuse
  real :: v
  entry start
! ERROR: an ENTRY statement is allowed only in an external or module subroutine or function, outside any construct
  v = 4
  call fetch(v, 1.0)
! ERROR: 'fetch' takes 1 argument(s), found more
  call fetch(v, *10)
! ERROR: alternate returns into an ENTRY are not supported
  call check(v, *10, *999)
! ERROR: label 999 is not defined
  call plain(v)
10 print *, v
end program legacy_misuse

real function scaled(x)
  real :: x
  integer :: counted
  scaled = 2 * x
  return
  entry counted(x)
! ERROR: the result of ENTRY 'counted' is INTEGER(4) but the function's is REAL(4): entries of another result type are not supported
  counted = 3
end function scaled
