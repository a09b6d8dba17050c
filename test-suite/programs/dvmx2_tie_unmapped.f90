! dvmh-test: grids=4:2x2 4:4x1 3:3x1
! Loops without ON over arrays that are not distributed, in regions, each naming the arrays
! it walks with TIE, the way loop-parallelizing tools emit them for legacy codes: a 2-D
! explicit step, a row gathered forwards and in reverse (TIE(W(I), WR(-I))), a transposed
! difference (TIE(A(I, J), T(J, I))), and a mapped loop on a distributed array that also ties
! a plain one. A tridiagonal solve per row runs on the host between the regions.
program tie_unmapped
  implicit none
  integer, parameter :: net = 36, ntime = 4
  integer :: n, i, j, k
  double precision :: h, hh, r, x, s, y1, y2, q, a1, a2, g, w1, w2
  double precision :: a(0:net, 0:net), v(net, net), f(net, net), t(net, net)
  double precision :: w(net), wr(net), d(net, net)
  double precision :: s1, s2, s3, s4
!dvm$ distribute d(block, block)

  n = net - 1
  h = 1d0 / net
  hh = h * h
  r = 0.025d0
!dvm$ region in(h, hh, n) out(f, v)
!dvm$ parallel (i) , tie(f(i, *), v(i, *)), private(j, x, s, y1, y2, q)
  do i = 1, n
    x = i * h
    s = x * (1 - x)
    do j = 1, n
      y1 = (j - 1) * h
      y2 = (j + 1) * h
      q = 0.5d0 * (y1 * (1 - y1) + y2 * (1 - y2) + 1.67d0 * hh)
      v(i, j) = 96 * s * q
      f(i, j) = 192 * hh * (s + q)
    end do
  end do
!dvm$ end region
!dvm$ get_actual(f, v)

  a = 0
  do k = 1, ntime
!dvm$ actual(a)
!dvm$ region in(a, f, hh, n, r) inout(v)
!dvm$ parallel (j, i), tie(a(i, j), f(i, j), v(i, j)), private(a1, a2, g, w1, w2)
    do j = 2, n - 1
      do i = 2, n - 1
        a1 = a(i-1, j-1) + a(i-1, j+1) + a(i+1, j-1) + a(i+1, j+1)
        a2 = a(i-1, j) + a(i, j-1) + a(i+1, j) + a(i, j+1)
        g = a1 + 4 * a2 - 20 * a(i, j) + 6 * hh * f(i, j)
        w1 = r * g
        w2 = r * (g + 0.5d0 * w1 * hh)
        v(i, j) = v(i, j) + 0.5d0 * (w1 + w2)
      end do
    end do
!dvm$ end region
!dvm$ get_actual(v)
    do i = 1, n
!dvm$ actual(i)
!dvm$ region in(i, n, v) out(w, wr)
!dvm$ parallel (j), tie(v(*, j), w(j), wr(-j))
      do j = 1, n
        w(j) = v(i, j)
        wr(n + 1 - j) = v(i, j)
      end do
!dvm$ end region
!dvm$ get_actual(w, wr)
      call thomas(n, w)
      do j = 1, n
        a(i, j) = w(j) + 1d-3 * wr(j)
      end do
    end do
  end do

!dvm$ actual(a)
!dvm$ region in(a, n) out(t)
!dvm$ parallel (j, i), tie(a(i, j), t(j, i))
  do j = 1, n
    do i = 1, n
      t(j, i) = a(i, j) - a(j, i)
    end do
  end do
!dvm$ end region
!dvm$ get_actual(t)

!dvm$ region in(v)
!dvm$ parallel (j, i) on d(i, j), tie(v(i, j))
  do j = 1, net
    do i = 1, net
      if (i < net .and. j < net) then
        d(i, j) = v(i, j) * (1 + mod(i, 3))
      else
        d(i, j) = -1d0
      end if
    end do
  end do
!dvm$ end region
  s4 = 0
!dvm$ region
!dvm$ parallel (j, i) on d(i, j), reduction(sum(s4))
  do j = 1, net
    do i = 1, net
      s4 = s4 + d(i, j) * (mod(i + 2 * j, 5) + 1)
    end do
  end do
!dvm$ end region
!dvm$ get_actual(s4)

  s1 = 0
  s2 = 0
  s3 = 0
  do j = 1, n
    do i = 1, n
      s1 = s1 + v(i, j) * (1 + mod(i * 7 + j, 11))
      s2 = s2 + a(i, j) * (1 + mod(i + 3 * j, 13))
      s3 = s3 + abs(t(i, j))
    end do
  end do
  write (*, '(a, es18.10)') 'V sum  ', s1
  write (*, '(a, es18.10)') 'A sum  ', s2
  write (*, '(a, es18.10)') 'T asym ', s3
  write (*, '(a, es18.10)') 'D sum  ', s4
  write (*, '(a, 3f16.12)') 'samples', v(5, 7), a(9, 3), t(2, 11)
contains
  ! Solves the tridiagonal system (1, 4, 1) x = f for f(1:m) in place.
  subroutine thomas(m, f)
    integer, intent(in) :: m
    double precision, intent(inout) :: f(:)
    double precision :: c(m), e(m), p
    integer :: l
    c(1) = 0.25d0
    e(1) = f(1) / 4
    do l = 2, m
      p = 4 - c(l - 1)
      c(l) = 1 / p
      e(l) = (f(l) - e(l - 1)) / p
    end do
    f(m) = e(m)
    do l = m - 1, 1, -1
      f(l) = e(l) - c(l) * f(l + 1)
    end do
  end subroutine thomas
end program tie_unmapped
