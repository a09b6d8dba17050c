! dvmh-test: grids=4:2x2 2:2x1
! Two independent distributions in one program: a 1-D BLOCK vector and a 2-D
! (BLOCK, BLOCK) array of another size, each with its own aligned arrays and parallel
! loops, data passed between them through replicated scalars and a replicated table,
! PRIVATE work variables and reductions of several kinds.
program dvm_two_grids
  implicit none
  integer, parameter :: n = 50, mx = 16, my = 12
  real(8) :: v(n), w(n), g(mx, my), h(mx, my), rowsum(my), vs, gs, gmax, t
  integer :: i, j, k, cnt
!dvm$ distribute v(block)
!dvm$ align w(i) with v(i)
!dvm$ distribute g(block, block)
!dvm$ align h(i, j) with g(i, j)
!dvm$ parallel (i) on v(i)
  do i = 1, n
    v(i) = 1.0d0 / i
    w(i) = (-1) ** i * v(i)
  end do
  vs = 0
  cnt = 0
!dvm$ parallel (i) on v(i), reduction(sum(vs), sum(cnt))
  do i = 1, n
    vs = vs + v(i) + w(i)
    if (w(i) > 0) cnt = cnt + 1
  end do
  write (*, '(a, f16.12, i4)') 'vector', vs, cnt
  do j = 1, my
    rowsum(j) = vs * j
  end do
!dvm$ parallel (j, i) on g(i, j), private(t, k)
  do j = 1, my
    do i = 1, mx
      t = 0
      do k = 1, 3
        t = t + rowsum(j) / (i + k)
      end do
      g(i, j) = t
      h(i, j) = t - rowsum(j)
    end do
  end do
  gs = 0
  gmax = -1.0d30
!dvm$ parallel (j, i) on h(i, j), reduction(sum(gs), max(gmax))
  do j = 1, my
    do i = 1, mx
      gs = gs + g(i, j)
      gmax = max(gmax, h(i, j))
    end do
  end do
  write (*, '(a, 2f16.10)') 'grid', gs, gmax
!dvm$ parallel (i) on w(i)
  do i = 1, n
    w(i) = w(i) * gs / n
  end do
!dvm$ get_actual(w)
  write (*, '(5f14.8)') (w(i), i = 1, n, 5)
end program dvm_two_grids
