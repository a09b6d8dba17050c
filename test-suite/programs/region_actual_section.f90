! GET_ACTUAL and ACTUAL of array sections (seed 000 ch. 3, actuality per sub-range): in a
! HOST_SECTION, GET_ACTUAL(a(1:10, 5)) brings back only that column piece of the device copy,
! and the prints of its elements move nothing more (the gpu_kernels test checks the transfer
! log); a section of a rank-3 array; after the region, host writes declared by ACTUAL of a
! section, then a second region that reads them.
program region_actual_section
  implicit none
  integer, parameter :: n = 40, m = 30, l = 6
  real(8) :: a(n, m), c(l, l, l), s
  integer :: i, j, k, it
!dvm$ distribute a(block, block)
!dvm$ distribute c(*, block, block)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(i) + 0.5d0 * dble(j)
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l
    do j = 1, l
      do i = 1, l
        c(i, j, k) = dble(i * 100 + j * 10 + k)
      end do
    end do
  end do
  do it = 1, 2
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) * 1.5d0 + dble(it)
      end do
    end do
!dvm$ host_section
!dvm$ get_actual(a(1:10, 5), c(2:3, 4, 1:l))
    print '(a, i2, 3f14.4)', ' it', it, a(1, 5), a(10, 5), a(4, 5)
    print '(a, 3f10.1)', ' c', c(2, 4, 1), c(3, 4, l), c(2, 4, 3)
!dvm$ end host_section
  end do
!dvm$ end region
  a(3, 3) = -1.0d0
  a(n, m) = -2.0d0
!dvm$ actual(a(3:3, 3), a(n, m))
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) + 1.0d0
    end do
  end do
!dvm$ end region
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * dble(mod(i + j, 4))
    end do
  end do
  print '(a, f18.4, 2f10.4)', ' s', s, a(3, 3), a(n, m)
end program region_actual_section
