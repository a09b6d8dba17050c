! dvmh-test: grids=4:1x4 4:4x1 4:2x2 2:1x2 2:2x1
! Valid references to distributed arrays in parallel loops: no diagnostics.
program locality_valid
  integer, parameter :: n = 12, m = 6
  integer :: a(n), b(n), c(n), r(n), s(n / 2), p(n - 1), w(n, m), x(m, n)
  integer :: v(n), q(n, m), u(n, m), z(n), y(m), k2(n + 2), l(n)
  integer :: i, j, k, di, t
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN b(i) WITH a(i)
!DVM$ ALIGN c(i) WITH a(i)
!DVM$ SHADOW c(1:2)
!DVM$ ALIGN r(i) WITH a(n+1-i)
!DVM$ ALIGN s(i) WITH a(2*i-1)
!DVM$ ALIGN p(i) WITH c(i+1)
!DVM$ DISTRIBUTE w(BLOCK, BLOCK)
!DVM$ ALIGN x(i, j) WITH w(j, i)
!DVM$ ALIGN v(i) WITH w(i, *)
!DVM$ ALIGN y(j) WITH w(*, j)
!DVM$ ALIGN q(i, j) WITH w(i, j)
!DVM$ SHADOW q(2, 1)
!DVM$ DISTRIBUTE u(BLOCK, *)
!DVM$ DISTRIBUTE z(BLOCK)
!DVM$ DISTRIBUTE k2(BLOCK)
!DVM$ ALIGN l(i) WITH k2(i+1)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i
    b(i) = 2 * i
    c(i) = 3 * i
    r(n+1-i) = i
  end do
!DVM$ PARALLEL (j, i) ON w(i, j)
  do j = 1, m
    do i = 1, n
      x(j, i) = i - j
      q(i, j) = i * j
      u(i, j) = 0
    end do
  end do
!DVM$ PARALLEL (i) ON v(i)
  do i = 1, n
    v(i) = 7 * i
  end do
!DVM$ PARALLEL (j) ON y(j)
  do j = 1, m
    y(j) = 100 * j
  end do
!DVM$ PARALLEL (i) ON k2(i)
  do i = 1, n + 2
    k2(i) = i * i
  end do
! Aligned arrays with coefficients, offsets and reversal; the ON array is aligned.
!DVM$ PARALLEL (i) ON s(i), SHADOW_RENEW(a)
  do i = 1, n / 2
    s(i) = a(2*i-1) + a(2*i)
    if (i == 1) s(i) = s(i) + a(1)
  end do
!DVM$ PARALLEL (i) ON r(i)
  do i = 1, n
    r(i) = a(n+1-i) + b(n+1-i)
  end do
!DVM$ PARALLEL (i) ON p(i), SHADOW_RENEW(c)
  do i = 1, n - 3
    p(i) = c(i+1) + c(i) + c(i+3) + a(i+1)
  end do
! ON with a shift; asymmetric shadow; nested sequential loop with constant bounds.
!DVM$ PARALLEL (i) ON a(i+1), SHADOW_RENEW(c)
  do i = 1, n - 3
    a(i+1) = c(i) + c(i+3)
    do di = -1, 2
      a(i+1) = a(i+1) + c(i+1+di)
    end do
  end do
! Transposed, replicated and collapsed alignments; CORNER renewal.
!DVM$ PARALLEL (j, i) ON w(i, j)
  do j = 1, m
    do i = 1, n
      w(i, j) = x(j, i) + v(i) + y(j)
    end do
  end do
!DVM$ PARALLEL (i, j) ON x(i, j)
  do i = 1, m
    do j = 1, n
      x(i, j) = w(j, i)
    end do
  end do
!DVM$ PARALLEL (j, i) ON w(i, j), SHADOW_RENEW(q(CORNER))
  do j = 2, m - 1
    do i = 3, n - 2
      w(i, j) = q(i-2, j) + q(i+2, j+1) + q(i-1, j-1)
    end do
  end do
! A loop over one dimension of a 2-D distribution; a partly distributed array.
!DVM$ PARALLEL (i) ON u(i, *)
  do i = 1, n
    do j = 1, m
      u(i, j) = v(i) * 0 + j
    end do
  end do
!DVM$ PARALLEL (j) ON y(j), PRIVATE(t)
  do j = 1, m
    t = 0
    y(j) = t
  end do
! Arrays distributed the same way keep their elements together.
!DVM$ PARALLEL (i) ON z(i)
  do i = 1, n
    z(i) = a(i) + u(i, 1)
  end do
!DVM$ PARALLEL (i) ON l(i)
  do i = 1, n
    l(i) = k2(i+1)
  end do
  print *, a, b, c, r, s, (p(i), i = 1, n - 3)
  print *, w, x, v, q, u, z, y, l
end program locality_valid
