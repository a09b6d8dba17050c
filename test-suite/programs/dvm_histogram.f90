! A histogram of a distributed field computed with one SUM reduction variable per bin
! (scalars, since the bin count is small), the bin index from integer arithmetic in the
! loop body, a SUM of integers for the total and a check that the bins add up; then
! the cumulative distribution computed sequentially.
program dvm_histogram
  implicit none
  integer, parameter :: n = 1000
  real(8) :: v(n), lo, hi
  integer :: b0, b1, b2, b3, b4, b5, total, i, k, cum
  integer :: bins(0:5)
!dvm$ distribute v(block)
!dvm$ parallel (i) on v(i)
  do i = 1, n
    v(i) = sin(0.01d0 * i * i) * cos(0.003d0 * i)
  end do
  lo = -1; hi = 1
  b0 = 0; b1 = 0; b2 = 0; b3 = 0; b4 = 0; b5 = 0; total = 0
!dvm$ parallel (i) on v(i), private(k), reduction(sum(b0), sum(b1), sum(b2), sum(b3), &
!dvm$&  sum(b4), sum(b5), sum(total))
  do i = 1, n
    k = int((v(i) - lo) / (hi - lo) * 6)
    k = max(0, min(5, k))
    select case (k)
    case (0)
      b0 = b0 + 1
    case (1)
      b1 = b1 + 1
    case (2)
      b2 = b2 + 1
    case (3)
      b3 = b3 + 1
    case (4)
      b4 = b4 + 1
    case default
      b5 = b5 + 1
    end select
    total = total + 1
  end do
  bins(0) = b0; bins(1) = b1; bins(2) = b2; bins(3) = b3; bins(4) = b4; bins(5) = b5
  write (*, '(6i6, i7)') bins, total
  cum = 0
  do k = 0, 5
    cum = cum + bins(k)
    write (*, '(f7.3, i6, f8.3)') lo + (k + 1) * (hi - lo) / 6, cum, dble(cum) / total
  end do
end program dvm_histogram
