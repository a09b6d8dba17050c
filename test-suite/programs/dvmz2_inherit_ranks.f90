! dvmh-test: grids=3:3x1 3:1x3
! Nested procedures, each with its own PARALLEL loops over INHERIT dummies of different
! ranks: the main program passes a 3-D field, a 2-D plane array and a 1-D profile (each
! distributed its own way) to a driver, which passes them on to a 3-D smoother, a 2-D
! averager (calling a 1-D scaler in turn) and a checker; every level computes on what it
! inherits and reduces.
program dvmz2_inherit_ranks
  implicit none
  integer, parameter :: n1 = 9, n2 = 7, n3 = 5
  real(8) :: u(n1, n2, n3), p(n1, n2), z(n3)
!dvm$ distribute u(block, block, *)
!dvm$ distribute p(*, block)
!dvm$ distribute z(block)
  integer :: i, j, k
  real(8) :: s
!dvm$ parallel (k, j, i) on u(i, j, k)
  do k = 1, n3
    do j = 1, n2
      do i = 1, n1
        u(i, j, k) = i + 0.1d0 * j + 0.01d0 * k
      end do
    end do
  end do
!dvm$ parallel (i) on z(i)
  do i = 1, n3
    z(i) = 1d0 / i
  end do
  call driver(u, p, z, n1, n2, n3, s)
  print '(a, f20.10)', 'total', s
  print '(3f16.10)', u(2, 3, 4), p(n1, n2), z(n3)
end program dvmz2_inherit_ranks

subroutine driver(u, p, z, n1, n2, n3, s)
  implicit none
  integer :: n1, n2, n3
  real(8) :: u(n1, n2, n3), p(n1, n2), z(n3), s
!dvm$ inherit u, p, z
  real(8) :: s3, s2
  call smooth3(u, n1, n2, n3, s3)
  call average2(u, p, z, n1, n2, n3, s2)
  s = s3 + s2
  print '(a, 2f20.10)', 'levels', s3, s2
end subroutine driver

subroutine smooth3(u, n1, n2, n3, s)
  implicit none
  integer :: n1, n2, n3
  real(8) :: u(n1, n2, n3), s
!dvm$ inherit u
  real(8) :: w(n1, n2, n3)
!dvm$ align w(i, j, k) with u(i, j, k)
  integer :: i, j, k
!dvm$ parallel (k, j, i) on w(i, j, k), shadow_renew(u)
  do k = 1, n3
    do j = 2, n2 - 1
      do i = 2, n1 - 1
        w(i, j, k) = (u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) + u(i, j + 1, k)) * 0.25d0
      end do
    end do
  end do
  s = 0
!dvm$ parallel (k, j, i) on u(i, j, k), reduction(sum(s))
  do k = 1, n3
    do j = 2, n2 - 1
      do i = 2, n1 - 1
        u(i, j, k) = w(i, j, k)
        s = s + w(i, j, k) * k
      end do
    end do
  end do
end subroutine smooth3

subroutine average2(u, p, z, n1, n2, n3, s)
  implicit none
  integer :: n1, n2, n3
  real(8) :: u(n1, n2, n3), p(n1, n2), z(n3), s
!dvm$ inherit u, p, z
  integer :: i, j, k
  real(8) :: t
!dvm$ parallel (j, i) on p(i, j), private(k, t), remote_access(u(i, j, :))
  do j = 1, n2
    do i = 1, n1
      t = 0
      do k = 1, n3
        t = t + u(i, j, k)
      end do
      p(i, j) = t / n3
    end do
  end do
  call scale1(z, n3, 2d0)
  s = 0
!dvm$ parallel (j, i) on p(i, j), reduction(sum(s))
  do j = 1, n2
    do i = 1, n1
      s = s + p(i, j)
    end do
  end do
!dvm$ remote_access (z(:))
  s = s * z(n3) + z(1)
end subroutine average2

subroutine scale1(z, n, f)
  implicit none
  integer :: n
  real(8) :: z(n), f
!dvm$ inherit z
  integer :: i
!dvm$ parallel (i) on z(i)
  do i = 1, n
    z(i) = z(i) * f + i
  end do
end subroutine scale1
