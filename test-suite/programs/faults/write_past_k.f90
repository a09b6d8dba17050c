! Writes past the last column of K, distributed (BLOCK, *): without bounds checks the writes
! land in the guard zone after K's local part, and the runtime names K and the loop (line 7).
program pastk
  integer k(8,4)
!dvm$ distribute k(block, *)
  integer i, j
!dvm$ parallel (i) on k(i,*)
  do i = 1, 8
    do j = 1, 7
      k(i,j) = i + j
    end do
  end do
  print *, k(1,1)
end program
