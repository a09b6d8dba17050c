! dvmh-test: files=lib/dt_geometry.f90
! Derived types from a module in another file: USE makes its types, variables and
! procedures known; structures are passed to its procedures by reference; a module
! variable of derived type keeps its value.
program dt_lib_types
  use dt_geometry
  implicit none
  type(box) :: boxes(3)
  type(point2) :: pts(20)
  integer :: i, k
  do i = 1, 20
    pts(i) = point2(mod(i * 7, 11) * 1.0d0, mod(i * 5, 13) * 0.5d0)
  end do
  call set_box(boxes(1), 0d0, 0d0, 5d0, 3d0)
  call set_box(boxes(2), 2d0, 1d0, 9d0, 6d0)
  call set_box(boxes(3), 6d0, 0d0, 11d0, 2d0)
  call set_box(world, -1d0, -1d0, 20d0, 20d0)
  do i = 1, 20
    do k = 1, 3
      if (inside(boxes(k), pts(i))) boxes(k)%nhits = boxes(k)%nhits + 1
    end do
    if (inside(world, pts(i))) world%nhits = world%nhits + 1
  end do
  do k = 1, 3
    print '(i2, 4f7.2, i4, f8.2)', k, boxes(k)%lo, boxes(k)%hi, boxes(k)%nhits, area(boxes(k))
  end do
  print *, world%nhits, area(world)
  print *, boxes(2)
end program dt_lib_types
