! dvmh-test: grids=4:2x2x1 4:1x2x2 3:3x1x1 4:1x1x4
! A 3-D Gauss-Seidel-like recurrence whose ACROSS widths differ per dimension and
! direction: dimension 1 reads two planes back (flow width 2) and one forward (anti 1),
! dimension 2 one back only, dimension 3 one back and two forward; pipelined with STAGE
! on some sweeps; the last sweep runs the first dimension with a negative step.
program across_widths3d
  implicit none
  integer, parameter :: n1 = 14, n2 = 11, n3 = 9
  real(8) :: a(n1, n2, n3), s
  integer :: i, j, k, sweep
!dvm$ distribute a(block, block, block)
!dvm$ shadow a(2:2, 1:0, 1:2)
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, n3
    do j = 1, n2
      do i = 1, n1
        a(i, j, k) = mod(i * 3 + j * 5 + k * 7, 13) * 0.1d0
      end do
    end do
  end do
  do sweep = 1, 3
    if (sweep == 2) then
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(2:1, 1:0, 1:2)), stage(3)
      do k = 2, n3 - 2
        do j = 2, n2
          do i = 3, n1 - 1
            a(i, j, k) = (a(i - 1, j, k) + 0.5d0 * a(i - 2, j, k) + a(i + 1, j, k) &
                          + a(i, j - 1, k) + a(i, j, k - 1) + a(i, j, k + 1) + 0.5d0 * a(i, j, k + 2)) / 5.5d0
          end do
        end do
      end do
    else
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(2:1, 1:0, 1:2))
      do k = 2, n3 - 2
        do j = 2, n2
          do i = 3, n1 - 1
            a(i, j, k) = (a(i - 1, j, k) + 0.5d0 * a(i - 2, j, k) + a(i + 1, j, k) &
                          + a(i, j - 1, k) + a(i, j, k - 1) + a(i, j, k + 1) + 0.5d0 * a(i, j, k + 2)) / 5.5d0
          end do
        end do
      end do
    end if
  end do
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(1:2, 0:0, 0:0))
  do k = 1, n3
    do j = 1, n2
      do i = n1 - 2, 2, -1
        a(i, j, k) = 0.5d0 * a(i, j, k) + 0.3d0 * a(i + 1, j, k) + 0.2d0 * a(i + 2, j, k) - 0.1d0 * a(i - 1, j, k)
      end do
    end do
  end do
  s = 0
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(sum(s))
  do k = 1, n3
    do j = 1, n2
      do i = 1, n1
        s = s + a(i, j, k) * (i + 2 * j + 3 * k)
      end do
    end do
  end do
  write (*, '(a, es24.15)') 'checksum', s
  write (*, '(4es24.15)') a(3, 2, 2), a(7, 6, 5), a(n1 - 1, n2, n3 - 2), a(2, 5, 4)
end program across_widths3d
