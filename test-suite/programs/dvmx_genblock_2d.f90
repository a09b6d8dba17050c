! dvmh-test: procs=4 8
! GEN_BLOCK, WGT_BLOCK and MULT_BLOCK on two dimensions together on a 2 x NP/2 arrangement
! (one GEN_BLOCK block empty), a stencil with SHADOW_RENEW across the uneven blocks, then
! REDISTRIBUTE between the formats with the values moving and reductions after each.
program dvmx_genblock_2d
  implicit none
  integer, parameter :: n = 12, m = 16
  real(8) :: a(n, m), b(n, m)
  integer :: g(2), z(2)
  real(8) :: w(5)
  integer :: i, j, k
  data g /9, 3/, z /0, 12/, w /1d0, 3d0, 1d0, 0.5d0, 2d0/
  real(8) :: s, smax
!dvm$ processors p(2, number_of_processors() / 2)
!dvm$ dynamic a
!dvm$ distribute a(gen_block(g), wgt_block(w, 5)) onto p
!dvm$ align b(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 3 + j * 0.5d0
      b(i, j) = 0
    end do
  end do
  do k = 1, 4
    select case (k)
    case (2)
!dvm$ redistribute a(mult_block(3), mult_block(4)) onto p
    case (3)
!dvm$ redistribute a(gen_block(z), block) onto p
    case (4)
!dvm$ redistribute a(wgt_block(w, 5), mult_block(2)) onto p
    end select
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = a(i - 1, j - 1) + a(i + 1, j + 1) - a(i + 1, j - 1) * 0.5d0 + a(i, j) * 0.25d0
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = b(i, j) * 0.3d0
      end do
    end do
    s = 0; smax = -1d30
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), max(smax))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j)
        smax = max(smax, b(i, j))
      end do
    end do
    print '(i2, 2f18.6)', k, s, smax
  end do
  print '(4f14.6)', a(2, 2), a(n - 1, m - 1), a(10, 3), b(9, 14)
end program
