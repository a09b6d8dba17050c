! Arrays as REDUCTION variables: a histogram (SUM over an integer array indexed by a
! computed bin), element-wise MAX over a real array, and a PRODUCT over a 2-D array, each
! starting from non-identity values set before the loop.
program array_reduction
  implicit none
  integer, parameter :: n = 1000, nbins = 7
  integer :: x(n), hist(nbins), i, b
  real :: peak(3)
  double precision :: prod(2, 2)
!DVM$ DISTRIBUTE x(BLOCK)

!DVM$ PARALLEL (i) ON x(i)
  do i = 1, n
    x(i) = mod(i * 37 + 11, 101)
  end do

  do b = 1, nbins
    hist(b) = 0
  end do
  hist(1) = 5
  peak(1) = -1.0
  peak(2) = 50.0
  peak(3) = 0.0
  prod(1, 1) = 1.0d0
  prod(2, 1) = 2.0d0
  prod(1, 2) = 1.0d0
  prod(2, 2) = 0.5d0
!DVM$ PARALLEL (i) ON x(i), PRIVATE(b), REDUCTION(SUM(hist), MAX(peak), PRODUCT(prod))
  do i = 1, n
    b = mod(x(i), nbins) + 1
    hist(b) = hist(b) + 1
    peak(1) = max(peak(1), real(x(i)))
    peak(2) = max(peak(2), real(mod(x(i), 13)))
    peak(3) = max(peak(3), real(x(i)) / real(i))
    if (mod(i, 100) == 0) then
      prod(1, 1) = prod(1, 1) * 2.0d0
      prod(2, 2) = prod(2, 2) * 1.5d0
    end if
  end do
  print *, 'hist:', hist
  print *, 'peak:', peak
  write (*, '(A, 4F14.4)') ' prod:', prod
end program array_reduction
