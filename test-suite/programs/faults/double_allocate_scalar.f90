! ALLOCATE of an ALLOCATABLE scalar that is already allocated (automatic allocation by the
! assignment on line 7), without STAT=: the program stops naming it and the line (line 9).
program twice_scalar
  real(8), allocatable :: residual
  integer :: i
  do i = 1, 3
    residual = 1.0d0 / i
  end do
  allocate(residual)
  print *, residual
end program twice_scalar
