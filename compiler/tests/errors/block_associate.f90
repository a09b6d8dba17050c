! BLOCK, ASSOCIATE and construct names: misuse is one clear error each.
program block_associate
  implicit none
  integer :: i, k, v(4)
  real :: x
  v = [1, 2, 3, 4]
  block
    integer :: j
    j = 1
    real :: late                       ! ERROR: declarations in a BLOCK construct must come before its first executable statement
    common /c/ k                       ! ERROR: COMMON is not allowed in a BLOCK construct
  end block
  block
    implicit none                      ! ERROR: IMPLICIT is not allowed in a BLOCK construct
  end block
  associate (n => size(v), e => v(2), s => v + 1)
    n = 3                              ! ERROR: 'n' is associated with an expression, not a variable: it cannot be assigned
    s = 0                              ! ERROR: 's' is associated with an expression, not a variable: it cannot be assigned
    e = 7
  end associate
  associate (a => x, a => v)           ! ERROR: 'a' is associated twice in one ASSOCIATE
  end associate
  outer: do i = 1, 3
    if (i > 1) exit inner              ! ERROR: EXIT INNER: no enclosing construct has this name
  end do outer
  named: block
    cycle named                        ! ERROR: CYCLE NAMED names a construct that is not a DO loop
  end block named
  first: do i = 1, 2
  end do second                        ! ERROR: the name SECOND does not match the DO loop's name FIRST
  loop: do i = 1, 2                    ! ERROR: the named DO loop LOOP must end with its name
  end do
  do i = 1, 2
  end do nameless                      ! ERROR: the DO loop has no name, so its END cannot name NAMELESS
  lbl: x = 1.0                         ! ERROR: a construct name may only name a DO, IF, SELECT CASE, BLOCK, ASSOCIATE, WHERE or FORALL construct
  block                                ! ERROR: BLOCK construct is not closed by END BLOCK
    x = 2.0
end program block_associate
