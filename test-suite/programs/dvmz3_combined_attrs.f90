! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! Fortran-DVM's combined directives, the attribute form users of Fortran 90 write:
! `TEMPLATE, DISTRIBUTE (...) :: T(N, M)` (also with the bounds after TEMPLATE),
! `DYNAMIC, DISTRIBUTE (...) :: A, B`, `ALIGN (...) WITH ..., DYNAMIC :: C`, a SHADOW
! attribute with the distribution; the dynamic arrays redistributed and realigned afterwards,
! a stencil on the declared shadow widths, results by SUM reductions.
program dvmz3_combined_attrs
  implicit none
  integer, parameter :: n = 21, m = 13
  real(8) :: a(n, m), b(n, m), c(n, m), d(n, m), e(m)
!dvm$ template, distribute (block, block) :: t(n, m)
!dvm$ template (m), distribute (block) :: tv
!dvm$ dynamic, distribute (block, *) :: a, b
!dvm$ align (i, j) with t(i, j), dynamic :: c
!dvm$ distribute (*, block), shadow (0:0, 2:2) :: d
!dvm$ align (j) with tv(j) :: e
  integer :: i, j, pass
  real(8) :: s, sd, se
!dvm$ parallel (j, i) on t(i, j)
  do j = 1, m
    do i = 1, n
      c(i, j) = i - 0.5d0 * j
    end do
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 0.25d0 + j
      b(i, j) = 0
    end do
  end do
!dvm$ parallel (j, i) on d(i, j)
  do j = 1, m
    do i = 1, n
      d(i, j) = mod(i * j, 7)
    end do
  end do
!dvm$ parallel (j) on e(j)
  do j = 1, m
    e(j) = j * j
  end do
  do pass = 1, 3
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a), remote_access(c(i, j))
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) + c(i, j)
      end do
    end do
    s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = b(i, j)
        s = s + a(i, j)
      end do
    end do
    write (*, '(a, i2, f20.8)') 'pass', pass, s
    if (pass == 1) then
!dvm$ redistribute a(*, block)
!dvm$ redistribute b(*, block)
!dvm$ realign c(i, j) with a(i, j)
    else
!dvm$ redistribute a(block, block)
!dvm$ redistribute b(block, block)
    end if
  end do
  sd = 0
!dvm$ parallel (j, i) on d(i, j), shadow_renew(d), reduction(sum(sd))
  do j = 3, m - 2
    do i = 1, n
      sd = sd + d(i, j - 2) * d(i, j + 2) - d(i, j)
    end do
  end do
  se = 0
!dvm$ parallel (j) on e(j), reduction(sum(se))
  do j = 1, m
    se = se + e(j) / j
  end do
  write (*, '(2f16.4)') sd, se
  write (*, '(4f14.8)') a(2, 2), a(11, 7), b(n - 1, m - 1), c(n, m)
end program dvmz3_combined_attrs
