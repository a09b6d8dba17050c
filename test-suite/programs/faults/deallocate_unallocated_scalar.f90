! DEALLOCATE of an ALLOCATABLE scalar of derived type that is not allocated (it was moved
! away by MOVE_ALLOC), without STAT=: the program stops naming it and the line (line 15).
program free_twice
  type cell
    integer :: id = 0
    real :: mass = 1.0
  end type cell
  type(cell), allocatable :: c, d
  allocate(c)
  c%id = 4
  call move_alloc(c, d)
  print *, d%id, d%mass
  deallocate(d)
  print *, allocated(c), allocated(d)
  deallocate(c)
end program free_twice
