! NAMELIST input into distributed arrays: rank 0 reads the group, each process gets the
! elements it owns (whole arrays, elements, sections, repeat counts; elements not named keep
! their values), a replicated scalar of the same group reaches every process, and the values
! are used by a parallel loop and written back with NAMELIST output (written once).
program dvm_namelist
  implicit none
  integer, parameter :: n = 8, m = 4
  real(8) :: a(n, m)
  integer :: b(n)
  integer :: i, j, scale, total
  real(8) :: s
  namelist /field/ a, b, scale
!dvm$ distribute a(block, block)
!dvm$ align b(i) with a(i, *)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 0.0d0
    end do
  end do
!dvm$ parallel (i) on b(i)
  do i = 1, n
    b(i) = i
  end do
  scale = 1
  open (30, file='dvm_namelist.txt', status='replace')
  write (30, '(a)') '&field scale = 3, a(2:5, 2) = 4*1.5d0, a(8, 4) = -2'
  write (30, '(a)') '  b(3:4) = 30, 40, b(8) = 80 /'
  write (30, '(a)') '&field a = 8*1, 8*2, 8*3, 8*4, b = 3*7 /'
  close (30)
  open (30, file='dvm_namelist.txt', status='old')
  read (30, nml=field)
  s = 0.0d0
  total = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + scale * a(i, j) * (i + 10 * j)
    end do
  end do
!dvm$ parallel (i) on b(i), reduction(sum(total))
  do i = 1, n
    total = total + b(i) * i
  end do
  print *, 'after the first group:', s, total, scale
  print *, a(2:5, 2), a(8, 4), b
  read (30, nml=field)
  s = 0.0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * (i + 10 * j)
    end do
  end do
  print *, 'after the second group:', s
  write (*, nml=field)
  close (30, status='delete')
end program
