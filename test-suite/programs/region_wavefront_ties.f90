! dvmh-test: grids=2:2x1 2:1x2 4:2x2 4:4x1
! MAXLOC/MINLOC reductions of ACROSS loops in a REGION whose values tie at many points: the
! location reported must be the serial program's first occurrence (its `>`/`<` keeps the
! first), whatever order the device's threads, hyperplanes, blocks, the CPU threads and the
! processes meet the points in. A 2-D integer sweep (the planes larger than the wavefront
! kernel's grid: its threads take several points of a plane), a 2-D real sweep backwards in
! both dimensions, a 3-D sweep with its outer loop backwards, each with MAXLOC and MINLOC.
program region_wavefront_ties
  implicit none
  integer, parameter :: n = 700, m = 650, n2 = 60, m2 = 50, l1 = 14, l2 = 16, l3 = 18
  integer :: ia(n, m), i, j, k, imx, imn, iloc(2), jloc(2), kloc(3), lloc(3), rloc(2), sloc(2)
  real(8) :: b(n2, m2), c(l1, l2, l3), bmax, bmin, cmax, cmin
!dvm$ distribute ia(block, block)
!dvm$ distribute b(block, block)
!dvm$ distribute c(*, block, block)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on ia(i, j)
  do j = 1, m
    do i = 1, n
      ia(i, j) = mod(i * 3 + j, 5)
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m2
    do i = 1, n2
      b(i, j) = mod(i + 2 * j, 7) * 0.5d0
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        c(i, j, k) = mod(i + j * 2 + k, 6) * 0.25d0
      end do
    end do
  end do
  imx = -1
  imn = 100
  iloc = 0
  jloc = 0
!dvm$ parallel (j, i) on ia(i, j), across(ia(1:1, 1:1)), reduction(maxloc(imx, iloc, 2), &
!dvm$&  minloc(imn, jloc, 2))
  do j = 2, m - 1
    do i = 2, n - 1
      ia(i, j) = mod(ia(i - 1, j) + ia(i, j - 1) * 2 + ia(i + 1, j) + ia(i, j + 1), 9)
      if (ia(i, j) > imx) then
        imx = ia(i, j)
        iloc(1) = i
        iloc(2) = j
      end if
      if (ia(i, j) < imn) then
        imn = ia(i, j)
        jloc(1) = i
        jloc(2) = j
      end if
    end do
  end do
  bmax = -1
  bmin = 100
  rloc = 0
  sloc = 0
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 1:1)), reduction(maxloc(bmax, rloc, 2), &
!dvm$&  minloc(bmin, sloc, 2))
  do j = m2 - 1, 2, -1
    do i = n2 - 1, 2, -1
      b(i, j) = aint(b(i + 1, j) + b(i, j + 1) + b(i - 1, j)) * 0.5d0 - 3 * aint(b(i, j - 1) / 3)
      if (b(i, j) > bmax) then
        bmax = b(i, j)
        rloc(1) = i
        rloc(2) = j
      end if
      if (b(i, j) < bmin) then
        bmin = b(i, j)
        sloc(1) = i
        sloc(2) = j
      end if
    end do
  end do
  cmax = -1
  cmin = 100
  kloc = 0
  lloc = 0
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), &
!dvm$&  reduction(maxloc(cmax, kloc, 3), minloc(cmin, lloc, 3))
  do k = l3 - 1, 2, -1
    do j = 2, l2 - 1
      do i = 2, l1 - 1
        c(i, j, k) = aint(c(i - 1, j, k) + c(i, j - 1, k) + c(i, j, k + 1)) * 0.25d0 + &
                     mod(i + k, 2) * 0.5d0
        if (c(i, j, k) > cmax) then
          cmax = c(i, j, k)
          kloc(1) = i
          kloc(2) = j
          kloc(3) = k
        end if
        if (c(i, j, k) < cmin) then
          cmin = c(i, j, k)
          lloc(1) = i
          lloc(2) = j
          lloc(3) = k
        end if
      end do
    end do
  end do
!dvm$ end region
  print '(a, 2i4, 2i6, 2i6)', ' ia:', imx, imn, iloc, jloc
  print '(a, 2f8.2, 4i5)', ' b:', bmax, bmin, rloc, sloc
  print '(a, 2f8.2, 6i5)', ' c:', cmax, cmin, kloc, lloc
  print '(3i4, 2f8.2)', ia(2, 2), ia(n / 2, m / 2), ia(n - 1, m - 1), b(n2 / 2, m2 / 3), &
    c(5, 6, 7)
end program region_wavefront_ties
