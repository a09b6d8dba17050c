! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! ACROSS loops whose headers run backwards and with non-unit steps: a backward sweep (both
! loops with step -1) of a 2-D recurrence, a forward sweep with step 2 along the first
! dimension (dependence distance 2), a mixed one (rows forwards, columns backwards by 3),
! on an odd 37 x 29 array; each sweep checked by a SUM reduction and sample elements.
program dvmz3_across_steps
  implicit none
  integer, parameter :: n = 37, m = 29
  real(8) :: a(n, m)
!dvm$ distribute a(block, block)
!dvm$ shadow a(2:2, 3:3)
  integer :: i, j
  real(8) :: s
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 5 + j * 3, 11) * 0.1d0
    end do
  end do
! backward in both dimensions: reads the already updated (i+1, j) and (i, j+1)
!dvm$ parallel (j, i) on a(i, j), across(a(0:1, 0:1))
  do j = m - 1, 1, -1
    do i = n - 1, 1, -1
      a(i, j) = 0.5d0 * (a(i + 1, j) + a(i, j + 1)) + 0.1d0 * a(i, j)
    end do
  end do
  call report('back')
! step 2 along i: each odd (or even) row depends on the row two before it
!dvm$ parallel (j, i) on a(i, j), across(a(2:0, 1:1))
  do j = 2, m - 1
    do i = 3, n, 2
      a(i, j) = 0.3d0 * a(i - 2, j) + 0.3d0 * (a(i, j - 1) + a(i, j + 1)) * 0.5d0 + 0.2d0
    end do
  end do
  call report('step2')
! rows forwards, columns backwards with step -3 (distance 3)
!dvm$ parallel (j, i) on a(i, j), across(a(1:0, 0:3))
  do j = m - 3, 1, -3
    do i = 2, n
      a(i, j) = 0.25d0 * (a(i - 1, j) + a(i, j + 3)) + 0.5d0 * a(i, j)
    end do
  end do
  call report('mixed')
contains
  subroutine report(tag)
    character(*), intent(in) :: tag
    s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j) * (1 + mod(i + j, 3))
      end do
    end do
    write (*, '(a6, f20.10, 4f13.8)') tag, s, a(1, 1), a(n / 2, m / 2), a(3, m - 1), a(n, 2)
  end subroutine report
end program dvmz3_across_steps
