! Units for commons.f90.
subroutine relax
  integer steps, k, j
  double precision v(6), s
  common /grid/ steps, v
  common /acc/ s
  integer calls
  save calls
  calls = calls + 1
  do j = 1, steps
    do k = 2, 5
      v(k) = (v(k - 1) + v(k + 1)) * 0.5d0
    end do
  end do
  s = s + v(3) + calls
end subroutine relax

subroutine report
  ! The same block seen as one array: the INTEGER and the padding before the first
  ! DOUBLE PRECISION occupy its first 8 bytes.
  double precision whole(7)
  common /grid/ whole
  print '(a, 6f9.4)', ' grid:', whole(2), whole(3), whole(4), whole(5), whole(6), whole(7)
end subroutine report

subroutine blank_sum
  real b(3)
  common b
  print *, 'blank common sum:', b(1) + b(2) + b(3)
end subroutine blank_sum
