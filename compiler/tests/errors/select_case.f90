! SELECT CASE structure errors.
program selerr
  integer :: i
  i = 1
  case (1)  ! ERROR: CASE without a matching SELECT CASE
  select case (i)
    i = 2  ! ERROR: a statement between SELECT CASE and the first CASE is not allowed
  case (1)
    print *, 'one'
  case default
  case default  ! ERROR: a second CASE DEFAULT in one SELECT CASE construct
  end select
  end select  ! ERROR: END SELECT without a matching SELECT CASE
  select case (i)  ! ERROR: SELECT CASE construct is not closed by END SELECT
  case (1)
  end if  ! ERROR: END IF inside an unterminated SELECT CASE construct
  select case ('a')
  case (1)  ! ERROR: cannot compare CHARACTER with INTEGER(4)
  end select
end program selerr

subroutine overlaps(i, c)
  integer :: i
  character(len=3) :: c
  select case (i)
  case (1, 3, 5)
  case (2:4)                 ! ERROR: this CASE value overlaps an earlier CASE value
  case (:0)
  case (-1)                  ! ERROR: this CASE value overlaps an earlier CASE value
  case (10:)
  case (6:9)
  case (5:3)
  end select
  select case (c)
  case ('ab')
  case ('ab ')               ! ERROR: this CASE value overlaps an earlier CASE value
  case ('cd', 'ef')
  end select
end subroutine overlaps
