! Dummy procedures that are not supported yet: CHARACTER dummy functions, and generic names
! passed as actual arguments (a specific procedure's name is passed by its address).
module dp_generic
  implicit none
  interface twice
    module procedure twice_i, twice_r
  end interface
contains
  integer function twice_i(k)
    integer, intent(in) :: k
    twice_i = 2 * k
  end function
  real function twice_r(x)
    real, intent(in) :: x
    twice_r = 2 * x
  end function
end module dp_generic

subroutine takes_char(name_of)
  character(len=4), external :: name_of   ! ERROR: 'name_of': CHARACTER dummy functions are not supported yet
end subroutine

program dummy_procedures
  use dp_generic
  implicit none
  external apply
  call apply(twice)   ! ERROR: passing the generic procedure 'twice' as an argument is not supported yet
  call apply(twice_r)
end program
