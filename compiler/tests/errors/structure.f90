! Construct nesting: unmatched END DO / END IF / END REGION, EXIT outside loops, open
! constructs at END; statements after END begin another unit (here a second main program).
program st
  integer :: i
  end do                ! ERROR: END DO without a matching DO
  if (i > 0) then
    i = 1
  end do                ! ERROR: END DO inside an unterminated IF construct
  end if
  do i = 1, 3
    if (i == 2) cycle
    if (i == 3) exit
  end do
  exit                  ! ERROR: EXIT outside a DO loop
  else                  ! ERROR: ELSE without a matching IF THEN
!DVM$ END REGION
! ERROR: END REGION without a matching REGION
  do i = 1, 2           ! ERROR: DO loop is not closed by END DO
end program st
x = 1                   ! ERROR: a second main program in the file
! ERROR: missing END statement at the end of the program
