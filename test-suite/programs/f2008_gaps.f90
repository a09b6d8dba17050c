! Small Fortran 2008/2018 features of real codes: IMPLICIT NONE (TYPE, EXTERNAL), the
! CONTIGUOUS attribute, EXIT from named IF and SELECT CASE constructs, automatic arrays in
! BLOCK constructs (sized on each entry, in a loop, in the main program and in procedures),
! INDEX/SCAN/VERIFY/LEN_TRIM with KIND=, ERROR STOP in a branch not taken.
module gaps
  implicit none (type, external)
contains
  real function total(x)
    real, contiguous, intent(in) :: x(:)
    total = sum(x)
  end function total

  integer function first_big(v, lim)
    integer, intent(in) :: v(:), lim
    integer :: i
    first_big = 0
    search: if (size(v) > 0) then
      do i = 1, size(v)
        if (v(i) > lim) then
          first_big = i
          exit search
        end if
      end do
      first_big = -1
    end if search
  end function first_big

  subroutine work(n, out)
    integer, intent(in) :: n
    real, intent(out) :: out
    block
      real :: w(n, 2), t(0:n-1)
      integer :: k
      do k = 1, n
        w(k, 1) = real(k)
        w(k, 2) = real(k * k)
        t(k - 1) = w(k, 2) - w(k, 1)
      end do
      out = sum(w) + sum(t) + real(size(w) + lbound(t, 1) + ubound(t, 1))
    end block
  end subroutine work
end module gaps

program f2008_gaps
  use gaps
  implicit none (type, external)
  integer :: i, j, n, hits
  real :: r
  real, target :: buf(10)
  real, contiguous, pointer :: p(:)
  character(len=12) :: s
  integer(8) :: big

  buf = [(real(i) / 2, i = 1, 10)]
  p => buf(3:7)
  print *, total(buf), total(p), size(p)
  print *, first_big([1, 5, 9, 2], 4), first_big([1, 2], 4), first_big([integer ::], 0)

  hits = 0
  do i = 1, 6
    pick: select case (mod(i, 3))
    case (0)
      hits = hits + 100
      if (i > 4) exit pick
      hits = hits + 1000
    case default
      hits = hits + 1
    end select pick
  end do
  print *, 'hits', hits

  n = 3
  do i = 1, 3
    n = n + i
    block
      integer :: a(n), b(-1:i)
      a = i
      b = [(2 * i + j, j = -1, i)]
      print *, i, size(a), sum(a), size(b), sum(b), lbound(b, 1), ubound(b, 1)
    end block
  end do
  call work(4, r)
  print *, 'work', r
  call work(1, r)
  print *, 'work', r

  s = 'hello world '
  big = index(s, 'o', kind=8)
  print *, big, index(s, 'o', .true., 8), scan(s, 'wd', kind=2), verify(s, 'hel', kind=8)
  print *, len_trim(s, kind=8), kind(index(s, 'l', kind=2)), kind(scan(s, 'l', kind=8))
  if (n < 0) error stop 'n is negative'
  if (n < -5) error stop 4
  print *, 'done', n
end program f2008_gaps
