! Assumed-shape INHERIT dummies take the actual's distributed array: what is diagnosed.
module shaped
  implicit none
contains
  subroutine takes(x)
    real, intent(inout) :: x(:, :)
!dvm$ inherit x
    x(1, 1) = 0
  end subroutine takes

  subroutine plain(y)
    real, intent(inout) :: y(:)
    y(1) = 0
  end subroutine plain
end module shaped

program iash
  use shaped
  implicit none
  real :: a(6, 4), b(6, 4), v(6)
!dvm$ distribute a(block, block)
!dvm$ distribute v(block)
  call takes(a)
  call takes(b)   ! ERROR: argument 1 of 'takes' is not a distributed array, but its dummy 'x' is INHERIT (SUBROUTINE TAKES at line 5)
  call plain(v)   ! ERROR: passing the distributed array 'v' to an assumed-shape dummy is not supported yet: declare the dummy INHERIT (`!DVM$ INHERIT name`) in the procedure
end program iash
